import {
  APPEAL_REVIEW_DESKS,
  CREDIT_AUTHOR_DESKS,
  CREDIT_REVIEW_DESKS,
  FEEDBACK_DESK_PERMISSIONS,
  FEEDBACK_STATES,
  RECORD_REQUEST_KINDS,
  RETURNED_CREDIT_STATES,
} from '@credit/rules';
import { and, count, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../../db/client.ts';
import { biddingFeedbacks, creditAppeals, creditRecords, creditRequests, enterprises } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { waitingAt } from './desk-lists.ts';
import { authoredBy, holds } from './record-access.ts';

export interface Matter {
  key: string;
  title: string;
  /** The screen where the items are handled (a menuUrl). */
  route: string;
  /** review: waiting for the desk's decision; returned: sent back to the author for correction. */
  kind: 'review' | 'returned';
  count: number;
}

/** Where a desk family's items live: a table and the joins its conditions need. */
interface ItemSource {
  table: PgTable;
  joins: readonly { table: PgTable; on: SQL }[];
}

const RECORDS: ItemSource = {
  table: creditRecords,
  joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
};
const APPEALS: ItemSource = {
  table: creditAppeals,
  joins: [
    { table: creditRecords, on: eq(creditRecords.id, creditAppeals.recordId) },
    { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
  ],
};
const REQUESTS: ItemSource = { table: creditRequests, joins: [] };
const FEEDBACK: ItemSource = { table: biddingFeedbacks, joins: [] };

/** A desk whose open items the caller sees counted, when it holds the desk's permission (and `serves` it). */
interface MatterDesk extends Omit<Matter, 'count'> {
  permission: string;
  serves?: (me: Principal) => boolean;
  source: ItemSource;
  open: (me: Principal) => SQL | undefined;
}

/** Every desk with open items, in the order the matters list them. */
const MATTER_DESKS: readonly MatterDesk[] = [
  ...CREDIT_REVIEW_DESKS.map((desk) => ({
    key: desk.key,
    title: desk.title,
    route: desk.route,
    kind: 'review' as const,
    permission: desk.permission,
    source: RECORDS,
    open: () => waitingAt(desk),
  })),
  ...CREDIT_AUTHOR_DESKS.map((desk) => ({
    key: desk.key,
    title: `${desk.title}（退回待修改）`,
    route: desk.route,
    kind: 'returned' as const,
    permission: desk.permission,
    serves: (me: Principal) => (desk.origin === 'enterprise') === (me.kind === 'enterprise'),
    source: RECORDS,
    open: (me: Principal) =>
      and(authoredBy(desk, me), inArray(creditRecords.processStatus, [...RETURNED_CREDIT_STATES])),
  })),
  ...APPEAL_REVIEW_DESKS.map((desk) => ({
    key: `appeal:${desk.key}`,
    title: desk.title,
    route: desk.route,
    kind: 'review' as const,
    permission: desk.permission,
    source: APPEALS,
    open: () =>
      and(
        eq(creditAppeals.processStatus, desk.waiting),
        desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined,
      ),
  })),
  ...Object.values(RECORD_REQUEST_KINDS).flatMap((kind) =>
    kind.desks.map((desk) => ({
      key: `${kind.key}:${desk.key}`,
      title: desk.title,
      route: desk.route,
      kind: 'review' as const,
      permission: desk.permission,
      source: REQUESTS,
      open: () => and(eq(creditRequests.kind, kind.key), eq(creditRequests.processStatus, desk.waiting)),
    })),
  ),
  {
    key: 'feedback:review',
    title: '业绩反馈审核',
    route: 'biddingAgency_a',
    kind: 'review',
    permission: FEEDBACK_DESK_PERMISSIONS.review,
    source: FEEDBACK,
    open: () => eq(biddingFeedbacks.processStatus, FEEDBACK_STATES.firstReview),
  },
];

async function countOpen(db: Database, source: ItemSource, where: SQL | undefined): Promise<number> {
  let query = db.select({ n: count() }).from(source.table).$dynamic();
  for (const join of source.joins) query = query.innerJoin(join.table, join.on);
  const [row] = await query.where(where);
  return row?.n ?? 0;
}

/**
 * theMatters: the open items of every desk the caller holds — the records, appeals, revocations,
 * repairs and feedback waiting at its review desks and the records returned to its author desks —
 * the same counts its menus show.
 */
export function mattersOf(db: Database, me: Principal): Promise<Matter[]> {
  return Promise.all(
    MATTER_DESKS.filter((desk) => holds(me, desk.permission) && (desk.serves?.(me) ?? true)).map(async (desk) => ({
      key: desk.key,
      title: desk.title,
      route: desk.route,
      kind: desk.kind,
      count: await countOpen(db, desk.source, desk.open(me)),
    })),
  );
}
