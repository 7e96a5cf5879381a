import { addWorkingDays, RECORD_REQUEST_KINDS, todayInShanghai } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { creditRecords, creditRequests, enterprises } from '../../db/schema/index.ts';
import { notify } from '../notification/notify.ts';
import { dayOverrides } from '../holiday/working-calendar.ts';

export const DEADLINE_REMINDERS_TASK = 'deadline_reminders';
/** Every day at 09:00 Beijing time (01:00 UTC). */
export const DEADLINE_REMINDERS_CRON = `0 1 * * * ${DEADLINE_REMINDERS_TASK}`;
const DAYS_AHEAD = 2;

/** The desk (role) that works each kind's waiting state. */
const DESK_ROLE: Record<string, string> = {
  'repair:firstReview': 'firstReview',
  'repair:review': 'deptReview',
  'repair:leader': 'deptLeader',
};

/**
 * Tells each desk of the repairs waiting at it whose review deadline is two working days away
 * (on a working day; the calendar decides). Returns how many reminders it wrote.
 */
export async function sendDeadlineReminders(db: Database, today = todayInShanghai()): Promise<number> {
  const overrides = await dayOverrides(db, today, `${Number(today.slice(0, 4)) + 1}-12-31`);
  const due = addWorkingDays(today, DAYS_AHEAD, overrides);
  const kind = RECORD_REQUEST_KINDS.repair;
  let written = 0;
  await db.transaction(async (tx) => {
    for (const desk of kind.desks) {
      const role = DESK_ROLE[desk.permission];
      if (!role) continue;
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
            inArray(creditRequests.processStatus, [desk.waiting]),
            eq(creditRequests.dueOn, due),
          ),
        );
      for (const row of rows) {
        await notify(tx, {
          event: 'deadlineReminder',
          to: { roleCode: role },
          title: `信用修复申请将于${due}到期`,
          content: `${row.enterpriseName}的信用记录${row.registerNumber}的信用修复申请须于${due}前办结（还有${DAYS_AHEAD}个工作日）。`,
          link: `/${desk.route}`,
          values: { 企业名称: row.enterpriseName, 记录编号: row.registerNumber, 截止日期: due },
        });
        written += 1;
      }
    }
  });
  return written;
}

export const deadlineRemindersTask =
  (db: Database): Task =>
  async () => {
    await sendDeadlineReminders(db);
  };
