import {
  BIDDING_FEEDBACK_WORKFLOW,
  CREDIT_APPEAL_WORKFLOW,
  CREDIT_RECORD_WORKFLOW,
  RECORD_REQUEST_KINDS,
  stateOf,
  todayInShanghai,
  type Workflow,
} from '@credit/rules';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  biddingFeedbacks,
  creditAppeals,
  creditRecords,
  creditRequests,
  enterprises,
  enterpriseScores,
  qualificationStaffing,
} from '../../db/schema/index.ts';
import { deadlineOverrides, openAppealWindows } from '../credit-request/deadline-reminders.ts';
import { latestMonth } from '../qualification/latest-month.ts';
import { WAITING } from './desk-states.ts';

/** The states an item is still moving in (drafts included: they are the author's open work). */
const moving = (workflow: Workflow) =>
  workflow.states.filter((state) => state.outcome === 'progress').map((state) => state.code);

const dayOf = (column: unknown) => sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`;

/** An open request as 我的看板 lists it: its flow (for lookform), what it is about and where it stands. */
export interface OpenRequest {
  flow: string;
  id: number;
  kind: string;
  subject: string;
  state: number;
  stateLabel: string;
  createdOn: string;
}

const asRequest =
  (workflow: Workflow, kind: string) =>
  (row: { id: number; subject: string; state: number; createdOn: string }): OpenRequest => ({
    flow: workflow.key,
    kind,
    ...row,
    stateLabel: stateOf(workflow, row.state)?.label ?? String(row.state),
  });

/** The enterprise's appeals, revocations, repairs and bidding feedback still moving, newest first. */
export async function openRequests(db: Database, enterpriseId: number): Promise<OpenRequest[]> {
  const appeals = db
    .select({
      id: creditAppeals.id,
      subject: creditRecords.registerNumber,
      state: creditAppeals.processStatus,
      createdOn: dayOf(creditAppeals.createdAt),
    })
    .from(creditAppeals)
    .innerJoin(creditRecords, eq(creditRecords.id, creditAppeals.recordId))
    .where(
      and(
        eq(creditRecords.enterpriseId, enterpriseId),
        inArray(creditAppeals.processStatus, moving(CREDIT_APPEAL_WORKFLOW)),
      ),
    )
    .orderBy(desc(creditAppeals.id));
  const requests = Object.values(RECORD_REQUEST_KINDS).map((kind) =>
    db
      .select({
        id: creditRequests.id,
        subject: creditRecords.registerNumber,
        state: creditRequests.processStatus,
        createdOn: dayOf(creditRequests.createdAt),
      })
      .from(creditRequests)
      .innerJoin(creditRecords, eq(creditRecords.id, creditRequests.recordId))
      .where(
        and(
          eq(creditRecords.enterpriseId, enterpriseId),
          eq(creditRequests.kind, kind.key),
          inArray(creditRequests.processStatus, moving(kind.workflow)),
        ),
      )
      .orderBy(desc(creditRequests.id))
      .then((rows) => rows.map(asRequest(kind.workflow, kind.title))),
  );
  const feedback = db
    .select({
      id: biddingFeedbacks.id,
      subject: biddingFeedbacks.agentProjectName,
      state: biddingFeedbacks.processStatus,
      createdOn: dayOf(biddingFeedbacks.createdAt),
    })
    .from(biddingFeedbacks)
    .where(
      and(
        eq(biddingFeedbacks.enterpriseId, enterpriseId),
        inArray(biddingFeedbacks.processStatus, moving(BIDDING_FEEDBACK_WORKFLOW)),
      ),
    )
    .orderBy(desc(biddingFeedbacks.id));
  const [appealRows, feedbackRows, ...requestRows] = await Promise.all([appeals, feedback, ...requests]);
  return [
    ...appealRows.map(asRequest(CREDIT_APPEAL_WORKFLOW, '信用申诉')),
    ...requestRows.flat(),
    ...feedbackRows.map(asRequest(BIDDING_FEEDBACK_WORKFLOW, '招标代理业绩反馈')),
  ];
}

/** A deadline the enterprise meets: an appeal window closing on a bad record, a repair the department must decide by. */
export interface Deadline {
  kind: 'appealWindow' | 'repairDue';
  flow: string;
  id: number;
  subject: string;
  due: string;
}

/** The enterprise's deadlines from today on, soonest first (the deadlineReminder job's, docs/notifications.md). */
export async function deadlines(db: Database, enterpriseId: number): Promise<Deadline[]> {
  const today = todayInShanghai();
  const overrides = await deadlineOverrides(db, today);
  const repair = RECORD_REQUEST_KINDS.repair;
  const [windows, repairs] = await Promise.all([
    openAppealWindows(db, today, overrides, enterpriseId),
    db
      .select({
        id: creditRequests.id,
        subject: creditRecords.registerNumber,
        due: sql<string>`${creditRequests.dueOn}::text`,
      })
      .from(creditRequests)
      .innerJoin(creditRecords, eq(creditRecords.id, creditRequests.recordId))
      .where(
        and(
          eq(creditRecords.enterpriseId, enterpriseId),
          eq(creditRequests.kind, repair.key),
          inArray(creditRequests.processStatus, WAITING.repairs),
          sql`${creditRequests.dueOn} >= ${today}::date`,
        ),
      ),
  ]);
  return [
    ...windows.map((row) => ({
      kind: 'appealWindow' as const,
      flow: CREDIT_RECORD_WORKFLOW.key,
      id: row.id,
      subject: row.registerNumber,
      due: row.closesOn,
    })),
    ...repairs.map((row) => ({ kind: 'repairDue' as const, flow: repair.workflow.key, ...row })),
  ].toSorted((a, b) => a.due.localeCompare(b.due) || a.id - b.id);
}

/** The enterprise's records in force as its score row keeps them, and its warning of the latest staffing evaluation. */
export async function keptStanding(db: Database, enterpriseId: number) {
  const [score] = await db
    .select({
      enterpriseName: enterprises.enterpriseName,
      goodInForce: enterpriseScores.goodInForce,
      badInForce: enterpriseScores.badInForce,
    })
    .from(enterprises)
    .leftJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, enterprises.id))
    .where(eq(enterprises.id, enterpriseId));
  const [warning] = await db
    .select({
      month: sql<string>`to_char(${qualificationStaffing.month}, 'YYYY-MM')`,
      actualCount: qualificationStaffing.actualCount,
      requiredCount: qualificationStaffing.requiredCount,
      shortMonths: qualificationStaffing.shortMonths,
    })
    .from(qualificationStaffing)
    .where(
      and(
        eq(qualificationStaffing.enterpriseId, enterpriseId),
        sql`${qualificationStaffing.month} = ${latestMonth}`,
        eq(qualificationStaffing.short, true),
      ),
    );
  return {
    enterpriseName: score?.enterpriseName ?? '',
    goodInForce: score?.goodInForce ?? 0,
    badInForce: score?.badInForce ?? 0,
    warning: warning ?? null,
  };
}
