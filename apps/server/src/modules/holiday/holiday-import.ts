import { holidayFormSchema, type HolidayForm } from '@credit/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';
import { recordOperation } from '../../platform/audit/index.ts';
import { AppError } from '../../platform/errors.ts';
import { importXlsx, type ImportCellValue } from '../../platform/excel/index.ts';
import { shanghaiWallClock } from '../../platform/shanghai-time.ts';
import { cellDateTime } from '../assessment/import-cells.ts';
import type { Principal } from '../auth/principal.ts';
import type { ImportUpload } from '../assessment/import-upload.ts';
import type { TemplateColumn } from '../assessment/import-template.ts';

/** The holiday workbook: 日期, 是否放假 (是 / 否), 名称. */
export const HOLIDAY_TEMPLATE: readonly TemplateColumn[] = [
  { header: '日期', note: '日期，格式 YYYY-MM-DD', width: 14, example: '2027-01-01' },
  { header: '是否放假', note: '是：放假；否：调休上班', width: 10, example: '是' },
  { header: '名称', note: '节假日名称，如 春节、春节调休上班', width: 20, example: '元旦' },
];

/** A date cell (an Excel serial, a Date or text) as yyyy-MM-dd in Asia/Shanghai; unreadable text stays as written. */
function dayText(value: ImportCellValue): string {
  const instant = cellDateTime(value);
  return instant ? shanghaiWallClock(instant).toISOString().slice(0, 10) : String(value ?? '').trim();
}

const MAX_DAYS = 400;
const SHOWN_ERRORS = 5;

/**
 * Imports a year's arrangement (or any days) from xlsx: every row is checked first, and only a file
 * without a bad row is saved, each day replacing what the calendar said of it. A bad file names
 * its first bad rows and changes nothing.
 */
export async function importHolidays(db: Database, me: Principal, upload: ImportUpload): Promise<string> {
  const days: HolidayForm[] = [];
  const errors: string[] = [];
  const rows = importXlsx(upload.stream, {
    columns: [
      { header: '日期', key: 'day', parse: dayText },
      { header: '是否放假', key: 'holiday', parse: (value) => (String(value ?? '').trim() === '是' ? 1 : 0) },
      { header: '名称', key: 'name' },
    ],
  });
  for await (const read of rows) {
    for (const row of read) {
      const parsed = holidayFormSchema.safeParse(row.values);
      if (parsed.success) days.push(parsed.data);
      else errors.push(`第${row.rowNumber}行：${parsed.error.issues[0]?.message ?? '数据有误'}`);
      if (days.length + errors.length > MAX_DAYS) throw new AppError(`一次最多导入${MAX_DAYS}天`);
    }
  }
  if (errors.length > 0)
    throw new AppError(`导入失败，${errors.length}行有误：${errors.slice(0, SHOWN_ERRORS).join('；')}`);
  if (days.length === 0) throw new AppError('文件中没有节假日数据');
  const unique = [...new Map(days.map((day) => [day.day, day])).values()];
  await db.transaction(async (tx) => {
    await tx
      .insert(holidays)
      .values(unique.map((day) => ({ ...day, updatedBy: me.userId })))
      .onConflictDoUpdate({
        target: holidays.day,
        set: {
          holiday: sql`excluded.holiday`,
          name: sql`excluded.name`,
          updatedBy: me.userId,
          updatedAt: sql`now()`,
        },
      });
    const sorted = unique.map((day) => day.day).sort();
    await recordOperation(tx, me, {
      kind: 'holiday',
      objectId: '',
      label: upload.fileName,
      action: '导入',
      after: { 天数: String(unique.length), 日期: `${sorted[0]} 至 ${sorted.at(-1)}` },
    });
  });
  return `导入成功，共${unique.length}天`;
}
