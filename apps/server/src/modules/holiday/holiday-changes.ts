import { HOLIDAY_KIND, labelOf, type HolidayForm } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { AppError } from '../../platform/errors.ts';
import type { TrackedField } from '../../platform/history/index.ts';

/** A day's setting as stored (the form's kind, read back as a number). */
type HolidaySetting = Pick<HolidayForm, 'name'> & { holiday: number };

const HOLIDAY_FIELDS: readonly TrackedField<HolidaySetting>[] = [
  { key: 'holiday', label: '类型', show: (code) => labelOf(HOLIDAY_KIND, code) },
  { key: 'name', label: '名称' },
];

/** Sets one day (a holiday or an adjusted working day), logging what it said before. */
export async function setHoliday(db: Database, me: Principal, form: HolidayForm): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx
      .select({ holiday: holidays.holiday, name: holidays.name })
      .from(holidays)
      .where(eq(holidays.day, form.day))
      .for('update');
    await tx
      .insert(holidays)
      .values({ ...form, updatedBy: me.userId })
      .onConflictDoUpdate({
        target: holidays.day,
        set: { holiday: form.holiday, name: form.name, updatedBy: me.userId, updatedAt: sql`now()` },
      });
    await recordOperation(tx, me, {
      kind: 'holiday',
      objectId: form.day,
      label: form.name,
      ...(before
        ? { action: '修改', ...changedValues(HOLIDAY_FIELDS, before, form) }
        : { action: '新增', after: fieldValues(HOLIDAY_FIELDS, form) }),
    });
  });
}

/** Takes a day's setting away: the day counts by its weekday again. */
export async function removeHoliday(db: Database, me: Principal, day: string): Promise<void> {
  await db.transaction(async (tx) => {
    const [deleted] = await tx.delete(holidays).where(eq(holidays.day, day)).returning();
    if (!deleted) throw new AppError('该日期未设置节假日', { statusCode: 404 });
    await recordOperation(tx, me, {
      kind: 'holiday',
      objectId: day,
      label: deleted.name,
      action: '删除',
      before: fieldValues(HOLIDAY_FIELDS, deleted),
    });
  });
}
