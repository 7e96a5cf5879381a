import { CREDIT_RECORD_STATES } from '@credit/rules';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAppeals, creditRecords, creditRequests, notifications } from '../../src/db/schema/index.ts';
import { sendDeadlineReminders } from '../../src/modules/credit-request/deadline-reminders.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
let recordIds: number[];
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const records = await t.db
    .select({ id: creditRecords.id })
    .from(creditRecords)
    .where(eq(creditRecords.creditType, 2))
    .limit(6);
  recordIds = records.map((record) => record.id);
});
afterAll(() => t.close());

/** A repair of its own record (one open repair per record). */
const repair = async (index: number, state: number, dueOn: string) => {
  await t.db
    .insert(creditRequests)
    .values({ kind: 'repair', recordId: recordIds[index]!, reason: '整改完成', processStatus: state, dueOn });
};

describe('deadline reminders', () => {
  it('tell the desk of a repair due in two working days, counted across the National Day holiday', async () => {
    await t.db.delete(creditRequests);
    await repair(0, 1, '2026-10-08'); // at 初审: 9/30 is one working day, 10/1–10/7 off, 10/8 the second
    await repair(1, 3, '2026-10-08'); // at 复审
    await repair(2, 1, '2026-10-01'); // not two working days away
    await repair(3, 7, '2026-10-08'); // decided: nobody waits on it
    const before = (await t.db.select().from(notifications).where(eq(notifications.event, 'deadlineReminder'))).length;
    expect(await sendDeadlineReminders(t.db, '2026-09-29')).toBe(2);
    const written = await t.db.select().from(notifications).where(eq(notifications.event, 'deadlineReminder'));
    expect(written.length - before).toBe(2);
    expect(written.map((note) => note.roleCode).sort()).toEqual(['deptReview', 'firstReview']);
    expect(written[0]!.title).toBe('信用修复申请将于2026-10-08到期');
  });

  it('tell an enterprise whose appeal window closes in two working days, and no one else', async () => {
    const [due, nextDay] = [recordIds[4]!, recordIds[5]!];
    await t.db.delete(creditRequests);
    await t.db.delete(creditAppeals).where(inArray(creditAppeals.recordId, [due, nextDay]));
    // Published 9/10: its 15th working day is 10/08 (中秋 and 国庆 off, 9/20 worked); 9/11 gives 10/09.
    const publish = (id: number, day: string) =>
      t.db
        .update(creditRecords)
        .set({
          processStatus: CREDIT_RECORD_STATES.completed,
          endedOn: null,
          completedAt: new Date(`${day}T10:00:00+08:00`),
          actDeterminationDate: day,
        })
        .where(eq(creditRecords.id, id));
    await publish(due, '2026-09-10');
    await publish(nextDay, '2026-09-11');
    const [record] = await t.db
      .select({ registerNumber: creditRecords.registerNumber, enterpriseId: creditRecords.enterpriseId })
      .from(creditRecords)
      .where(eq(creditRecords.id, due));
    const title = `信用记录${record!.registerNumber}的申诉期将于2026-10-08截止`;
    expect(await sendDeadlineReminders(t.db, '2026-09-29')).toBe(1);
    const written = await t.db.select().from(notifications).where(eq(notifications.title, title));
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      enterpriseId: record!.enterpriseId,
      link: `/lookform?flow=creditRecord&id=${due}`,
    });

    await t.db.insert(creditAppeals).values({
      recordId: due,
      complainant: '张三',
      telephone: '13800138000',
      appealReason: '事实有误',
      processStatus: 1,
    });
    expect(await sendDeadlineReminders(t.db, '2026-09-29')).toBe(0);
  });

  it('remind nobody twice: a run again the same day, and two runs at once, write each reminder once', async () => {
    await t.db.delete(creditRequests);
    await t.db.delete(notifications).where(eq(notifications.event, 'deadlineReminder'));
    await repair(0, 1, '2026-10-08');
    const runs = await Promise.all([
      sendDeadlineReminders(t.db, '2026-09-29'),
      sendDeadlineReminders(t.db, '2026-09-29'),
    ]);
    expect(runs.sort()).toEqual([0, 1]);
    expect(await sendDeadlineReminders(t.db, '2026-09-29')).toBe(0);
    const written = await t.db.select().from(notifications).where(eq(notifications.event, 'deadlineReminder'));
    expect(written.map((note) => note.title)).toEqual(['信用修复申请将于2026-10-08到期']);
  });
});
