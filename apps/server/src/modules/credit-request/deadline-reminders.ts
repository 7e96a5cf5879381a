import {
  addWorkingDays,
  APPEAL_WINDOW_WORKING_DAYS,
  CREDIT_RECORD_STATES,
  CREDIT_RECORD_WORKFLOW,
  lookformLink,
  RECORD_REQUEST_KINDS,
  todayInShanghai,
  type DayOverrides,
} from '@credit/rules';
import { and, eq, gte, inArray, notExists, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import { creditAppeals, creditRecords, creditRequests, enterprises, notifications } from '../../db/schema/index.ts';
import { inForce } from '../credit-record/in-force.ts';
import { notify, type Notice } from '../notification/notify.ts';
import { dayOverrides } from '../holiday/working-calendar.ts';

export const DEADLINE_REMINDERS_TASK = 'deadline_reminders';
/** Every day at 09:00 Beijing time (01:00 UTC). */
export const DEADLINE_REMINDERS_CRON = `0 1 * * * ${DEADLINE_REMINDERS_TASK}`;
const DAYS_AHEAD = 2;

/** How far back a published record's appeal window can still be open (15 working days span at most ~5 weeks). */
const APPEAL_WINDOW_LOOKBACK_DAYS = 60;

const daysBefore = (day: string, days: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** The reminders to each desk (its roles, from the flow registry) of the repairs waiting at it whose review deadline is `due`. */
async function repairDeadlines(tx: Executor, due: string): Promise<Notice[]> {
  const kind = RECORD_REQUEST_KINDS.repair;
  const notices: Notice[] = [];
  for (const desk of kind.desks) {
    const rows = await tx
      .select({
        id: creditRequests.id,
        registerNumber: creditRecords.registerNumber,
        enterpriseName: enterprises.enterpriseName,
      })
      .from(creditRequests)
      .innerJoin(creditRecords, eq(creditRecords.id, creditRequests.recordId))
      .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
      .where(
        and(
          eq(creditRequests.kind, kind.key),
          inArray(creditRequests.processStatus, [...desk.waiting]),
          eq(creditRequests.dueOn, due),
        ),
      );
    for (const row of rows)
      for (const role of desk.roles)
        notices.push({
          event: 'deadlineReminder',
          to: { roleCode: role },
          title: `信用修复申请将于${due}到期`,
          content: `${row.enterpriseName}的信用记录${row.registerNumber}的信用修复申请须于${due}前办结（还有${DAYS_AHEAD}个工作日）。`,
          link: lookformLink(kind.workflow.key, row.id),
          values: { 企业名称: row.enterpriseName, 记录编号: row.registerNumber, 截止日期: due },
        });
  }
  return notices;
}

/**
 * The published bad records in force, not yet appealed, whose appeal window
 * (APPEAL_WINDOW_WORKING_DAYS from publication) is still open today, with the day it closes; of
 * one enterprise when named (its 我的看板), else of every enterprise (the reminders).
 */
export async function openAppealWindows(tx: Executor, today: string, overrides: DayOverrides, enterpriseId?: number) {
  const rows = await tx
    .select({
      id: creditRecords.id,
      enterpriseId: creditRecords.enterpriseId,
      registerNumber: creditRecords.registerNumber,
      enterpriseName: enterprises.enterpriseName,
      phone: enterprises.contactPhone,
      publishedOn: sql<string>`to_char(${creditRecords.completedAt} at time zone 'Asia/Shanghai', 'YYYY-MM-DD')`,
    })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(
      and(
        eq(creditRecords.creditType, 2),
        eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed),
        gte(creditRecords.completedAt, sql`${daysBefore(today, APPEAL_WINDOW_LOOKBACK_DAYS)}::date`),
        enterpriseId === undefined ? undefined : eq(creditRecords.enterpriseId, enterpriseId),
        inForce(),
        notExists(
          tx
            .select({ one: sql`1` })
            .from(creditAppeals)
            .where(eq(creditAppeals.recordId, creditRecords.id)),
        ),
      ),
    );
  return rows
    .map((row) => ({ ...row, closesOn: addWorkingDays(row.publishedOn, APPEAL_WINDOW_WORKING_DAYS, overrides) }))
    .filter((row) => row.closesOn >= today);
}

/** The calendar's days off and extra working days around today, as far as a deadline reaches. */
export const deadlineOverrides = (db: Executor, today: string) =>
  dayOverrides(db, daysBefore(today, APPEAL_WINDOW_LOOKBACK_DAYS), `${Number(today.slice(0, 4)) + 1}-12-31`);

/** The reminders to each enterprise of its appeal windows that close on `due`. */
async function appealWindowDeadlines(tx: Executor, today: string, due: string, overrides: DayOverrides) {
  const notices: Notice[] = [];
  for (const row of await openAppealWindows(tx, today, overrides)) {
    if (row.closesOn !== due) continue;
    notices.push({
      event: 'deadlineReminder',
      to: { enterpriseId: row.enterpriseId },
      title: `信用记录${row.registerNumber}的申诉期将于${due}截止`,
      content: `${row.enterpriseName}的不良信用记录${row.registerNumber}可于${due}前提出申诉（还有${DAYS_AHEAD}个工作日）。`,
      link: lookformLink(CREDIT_RECORD_WORKFLOW.key, row.id),
      values: { 企业名称: row.enterpriseName, 记录编号: row.registerNumber, 截止日期: due },
      phone: row.phone,
    });
  }
  return notices;
}

/** One reminder, whoever it is to: a user, an enterprise or a desk, its title and its link. */
const reminderKey = (
  to: { userId?: number | null; enterpriseId?: number | null; roleCode?: string | null },
  title: string,
  link: string | null | undefined,
) => [to.userId ?? '', to.enterpriseId ?? '', to.roleCode ?? '', title, link ?? ''].join('\n');

/**
 * The reminders not written before: a reminder names its item and deadline in its link and title,
 * so the same one to the same recipient was already sent — by a run that committed but was not
 * marked done when its instance died, or by the same day's run again.
 */
async function notSentBefore(tx: Executor, notices: Notice[]): Promise<Notice[]> {
  if (notices.length === 0) return notices;
  const sent = await tx
    .select({
      userId: notifications.userId,
      enterpriseId: notifications.enterpriseId,
      roleCode: notifications.roleCode,
      title: notifications.title,
      link: notifications.link,
    })
    .from(notifications)
    .where(
      and(
        eq(notifications.event, 'deadlineReminder'),
        inArray(notifications.title, [...new Set(notices.map((n) => n.title))]),
      ),
    );
  const keys = new Set(sent.map((row) => reminderKey(row, row.title, row.link)));
  return notices.filter((notice) => !keys.has(reminderKey(notice.to, notice.title, notice.link)));
}

/**
 * The reminders of deadlines two working days away (the calendar decides): each desk of the
 * repairs waiting at it, each enterprise of the appeal windows about to close. Returns how many
 * reminders it wrote; a reminder already sent is not sent again, so a run retried after its
 * instance died reminds nobody twice.
 */
export async function sendDeadlineReminders(db: Database, today = todayInShanghai()): Promise<number> {
  const overrides = await deadlineOverrides(db, today);
  const due = addWorkingDays(today, DAYS_AHEAD, overrides);
  return db.transaction(async (tx) => {
    // Two runs (a retried job next to a late one) take turns, so the second sees what the first sent.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${DEADLINE_REMINDERS_TASK}))`);
    const wanted = [...(await repairDeadlines(tx, due)), ...(await appealWindowDeadlines(tx, today, due, overrides))];
    const notices = await notSentBefore(tx, wanted);
    for (const notice of notices) await notify(tx, notice);
    return notices.length;
  });
}

export const deadlineRemindersTask =
  (db: Database): Task =>
  async () => {
    await sendDeadlineReminders(db);
  };
