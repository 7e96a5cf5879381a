import {
  CREDIT_APPEAL_WORKFLOW,
  CREDIT_AUTHOR_DESKS,
  CREDIT_RECORD_WORKFLOW,
  CREDIT_REVIEW_DESKS,
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  RECORD_REQUEST_KINDS,
  BIDDING_FEEDBACK_WORKFLOW,
  deskIn,
  type Desk,
} from '@credit/rules';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  assessmentReleases,
  biddingFeedbacks,
  creditAppeals,
  creditRecords,
  creditRequests,
  enterprises,
} from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { deskScope } from '../credit-record/desk-lists.ts';
import { authoredBy } from '../credit-record/record-access.ts';

/**
 * Where a flow's items live (docs/how-to-add.md): the table, the joins a desk's scope needs, the
 * status column its desks' waiting states are read in, and which of the items in those states are
 * the desk's (a park desk's are its park enterprises', an author's its own).
 */
export interface FlowItems {
  table: PgTable;
  joins: readonly { table: PgTable; on: SQL }[];
  status: PgColumn;
  scope?: (desk: Desk, me: Principal) => SQL | undefined;
}

const recordItems: FlowItems = {
  table: creditRecords,
  joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
  status: creditRecords.processStatus,
  scope: (desk, me) =>
    desk.kind === 'review'
      ? deskScope(deskIn(CREDIT_REVIEW_DESKS, desk))
      : authoredBy(deskIn(CREDIT_AUTHOR_DESKS, desk), me),
};

const appealItems: FlowItems = {
  table: creditAppeals,
  joins: [
    { table: creditRecords, on: eq(creditRecords.id, creditAppeals.recordId) },
    { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
  ],
  status: creditAppeals.processStatus,
  scope: (desk) => (desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined),
};

const requestItems = (kind: string): FlowItems => ({
  table: creditRequests,
  joins: [],
  status: creditRequests.processStatus,
  scope: () => eq(creditRequests.kind, kind),
});

const releaseItems = (kind: string): FlowItems => ({
  table: assessmentReleases,
  joins: [],
  status: assessmentReleases.state,
  scope: () => eq(assessmentReleases.kind, kind),
});

/** Each flow's items, by its workflow's key; a flow of the registry without an entry is an error at start. */
export const FLOW_ITEMS: Readonly<Record<string, FlowItems>> = {
  [CREDIT_RECORD_WORKFLOW.key]: recordItems,
  [CREDIT_APPEAL_WORKFLOW.key]: appealItems,
  [RECORD_REQUEST_KINDS.revoke.workflow.key]: requestItems('revoke'),
  [RECORD_REQUEST_KINDS.repair.workflow.key]: requestItems('repair'),
  [BIDDING_FEEDBACK_WORKFLOW.key]: {
    table: biddingFeedbacks,
    joins: [],
    status: biddingFeedbacks.processStatus,
    scope: (desk, me) =>
      desk.kind === 'author' ? eq(biddingFeedbacks.enterpriseId, me.enterpriseId ?? -1) : undefined,
  },
  [PRACTICE_ABILITY_RELEASE_WORKFLOW.key]: releaseItems('practiceAbility'),
  [PASS_RATE_RELEASE_WORKFLOW.key]: releaseItems('passRate'),
};
