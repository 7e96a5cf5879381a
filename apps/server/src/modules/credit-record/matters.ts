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

async function countWhere(db: Database, where: SQL | undefined): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(where);
  return row?.n ?? 0;
}

/**
 * theMatters: the open items of every desk the caller holds — the records, appeals, revocations
 * and repairs waiting at
 * its review desks and the records returned to its author desks — the same counts its menus show.
 */
export async function mattersOf(db: Database, me: Principal): Promise<Matter[]> {
  const review = CREDIT_REVIEW_DESKS.filter((desk) => holds(me, desk.permission)).map(async (desk) => ({
    key: desk.key,
    title: desk.title,
    route: desk.route,
    kind: 'review' as const,
    count: await countWhere(db, waitingAt(desk)),
  }));
  const authored = CREDIT_AUTHOR_DESKS.filter(
    (desk) => holds(me, desk.permission) && (desk.origin === 'enterprise') === (me.kind === 'enterprise'),
  ).map(async (desk) => ({
    key: desk.key,
    title: `${desk.title}（退回待修改）`,
    route: desk.route,
    kind: 'returned' as const,
    count: await countWhere(
      db,
      and(authoredBy(desk, me), inArray(creditRecords.processStatus, [...RETURNED_CREDIT_STATES])),
    ),
  }));
  const appeals = APPEAL_REVIEW_DESKS.filter((desk) => holds(me, desk.permission)).map(async (desk) => {
    const [row] = await db
      .select({ n: count() })
      .from(creditAppeals)
      .innerJoin(creditRecords, eq(creditRecords.id, creditAppeals.recordId))
      .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
      .where(
        and(
          eq(creditAppeals.processStatus, desk.waiting),
          desk.key === 'parkReview' ? eq(enterprises.inPark, true) : undefined,
        ),
      );
    return {
      key: `appeal:${desk.key}`,
      title: desk.title,
      route: desk.route,
      kind: 'review' as const,
      count: row?.n ?? 0,
    };
  });
  const requests = Object.values(RECORD_REQUEST_KINDS).flatMap((kind) =>
    kind.desks
      .filter((desk) => holds(me, desk.permission))
      .map(async (desk) => {
        const [row] = await db
          .select({ n: count() })
          .from(creditRequests)
          .where(and(eq(creditRequests.kind, kind.key), eq(creditRequests.processStatus, desk.waiting)));
        return {
          key: `${kind.key}:${desk.key}`,
          title: desk.title,
          route: desk.route,
          kind: 'review' as const,
          count: row?.n ?? 0,
        };
      }),
  );
  const feedback = holds(me, FEEDBACK_DESK_PERMISSIONS.review)
    ? [
        (async () => {
          const [row] = await db
            .select({ n: count() })
            .from(biddingFeedbacks)
            .where(eq(biddingFeedbacks.processStatus, FEEDBACK_STATES.firstReview));
          return {
            key: 'feedback:review',
            title: '业绩反馈审核',
            route: 'biddingAgency_a',
            kind: 'review' as const,
            count: row?.n ?? 0,
          };
        })(),
      ]
    : [];
  return Promise.all([...review, ...authored, ...appeals, ...requests, ...feedback]);
}
