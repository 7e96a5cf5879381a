import { FINAL_REVIEW_SCORE } from '@credit/rules';
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import {
  assessmentReleaseHistory,
  assessmentReleases,
  biddingFeedbackHistory,
  biddingFeedbacks,
  creditAppealHistory,
  creditRecordHistory,
  creditRecords,
  creditRequestHistory,
  creditRequests,
  enterprises,
} from '../../db/schema/index.ts';

/**
 * What a flow's statistics read besides its items (docs/statistics-desks.md): its history table
 * (the item's key, the desk's permission where the table keeps it, the instructions and the time),
 * the facts its workflow's conditions read, as SQL over its items' row (to tell which state a label
 * that leads to several moved the item to), what names an item in a list of the oldest, and the
 * deadline an open item has at its desks where the flow sets one.
 */
export interface DeskSource {
  history: PgTable;
  item: PgColumn;
  /** The permission the actor fired the transition with; the release history keeps none. */
  desk?: PgColumn;
  instructions: PgColumn;
  createdAt: PgColumn;
  facts?: { directPublish?: SQL; inPark?: SQL; seriousScore?: SQL };
  /** What names an item: its record's number and enterprise, a project… */
  subject: SQL;
  /** The day an open item must be decided by (the repairs' 办理期限); none: the desk norm applies. */
  dueOn?: SQL;
}

const historyOf = <T extends { id: PgColumn; desk?: PgColumn; instructions: PgColumn; createdAt: PgColumn }>(
  history: PgTable & T,
  item: PgColumn,
) => ({
  history,
  item,
  desk: history.desk,
  instructions: history.instructions,
  createdAt: history.createdAt,
});

/** A record's number and enterprise, for an item that is about a record. */
const recordSubject = (recordId: PgColumn) =>
  sql`(select r.register_number || ' ' || e.enterprise_name from ${creditRecords} r join ${enterprises} e on e.id = r.enterprise_id where r.id = ${recordId})`;

const requestSource: DeskSource = {
  ...historyOf(creditRequestHistory, creditRequestHistory.requestId),
  subject: recordSubject(creditRequests.recordId),
};

const releaseSource: DeskSource = {
  history: assessmentReleaseHistory,
  item: assessmentReleaseHistory.releaseId,
  instructions: assessmentReleaseHistory.instructions,
  createdAt: assessmentReleaseHistory.createdAt,
  subject: sql`${assessmentReleases.identificationUnit} || ' ' || to_char(${assessmentReleases.actDeterminationDate}, 'YYYY-MM-DD')`,
};

/** Each flow's source, by its workflow's key (a flow of the registry without one is an error at start). */
export const DESK_SOURCES: Readonly<Record<string, DeskSource>> = {
  creditRecord: {
    ...historyOf(creditRecordHistory, creditRecordHistory.recordId),
    facts: {
      directPublish: sql`(${creditRecords.origin} = 'department' and ${creditRecords.creditType} = 1)`,
      inPark: sql`${enterprises.inPark}`,
    },
    subject: sql`${creditRecords.registerNumber} || ' ' || ${enterprises.enterpriseName}`,
  },
  creditAppeal: {
    ...historyOf(creditAppealHistory, creditAppealHistory.appealId),
    facts: {
      inPark: sql`${enterprises.inPark}`,
      seriousScore: sql`${creditRecords.scoreValue} <= ${FINAL_REVIEW_SCORE}`,
    },
    subject: sql`${creditRecords.registerNumber} || ' ' || ${enterprises.enterpriseName}`,
  },
  creditRevocation: requestSource,
  creditRepair: { ...requestSource, dueOn: sql`${creditRequests.dueOn}` },
  biddingFeedback: {
    ...historyOf(biddingFeedbackHistory, biddingFeedbackHistory.feedbackId),
    subject: sql`${biddingFeedbacks.agentProjectName}`,
  },
  practiceAbilityRelease: releaseSource,
  passRateRelease: releaseSource,
};
