import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, creditRequests, notifications } from '../../src/db/schema/index.ts';
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
    .limit(4);
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
});
