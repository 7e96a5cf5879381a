import { wallClockSecond } from '@credit/rules';
import { ilike, sql, type Column, type SQL } from 'drizzle-orm';

/**
 * A time range given as Beijing wall-clock text (`YYYY-MM-DD`, `… HH:mm` or `… HH:mm:ss`), both
 * ends included: a date-only end covers its whole day, a minute or second its whole span.
 */
export function shanghaiTimeRange(column: Column, start: string | undefined, end: string | undefined): SQL | undefined {
  const parts: SQL[] = [];
  if (start) parts.push(sql`${column} >= (${start}::timestamp at time zone 'Asia/Shanghai')`);
  if (end) {
    const lastMoment = `${wallClockSecond(end, 'end')}.999`;
    parts.push(sql`${column} <= (${lastMoment}::timestamp at time zone 'Asia/Shanghai')`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}

/** `column` contains the text (ILIKE), the user's `%` and `_` taken literally; no text, no condition. */
export function textContains(column: Column, text: string | undefined): SQL | undefined {
  return text ? ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`) : undefined;
}
