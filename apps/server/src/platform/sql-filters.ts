import { ilike, sql, type Column, type SQL } from 'drizzle-orm';

/** A list filter's "contains" on text: case-insensitive, with the user's % and _ taken literally. */
export function containsText(column: Column, text: string): SQL {
  return ilike(column, `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const TO_THE_MINUTE = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/;

/**
 * A time range given as Beijing wall-clock text (`YYYY-MM-DD`, `… HH:mm` or `… HH:mm:ss`), both
 * ends included: a date-only end covers its whole day, a minute or second its whole span.
 */
export function shanghaiTimeRange(column: Column, start: string | undefined, end: string | undefined): SQL | undefined {
  const parts: SQL[] = [];
  if (start) parts.push(sql`${column} >= (${start}::timestamp at time zone 'Asia/Shanghai')`);
  if (end) {
    const inclusiveEnd = DATE_ONLY.test(end)
      ? `${end} 23:59:59.999`
      : TO_THE_MINUTE.test(end)
        ? `${end}:59.999`
        : `${end}.999`;
    parts.push(sql`${column} <= (${inclusiveEnd}::timestamp at time zone 'Asia/Shanghai')`);
  }
  return parts.length > 0 ? sql.join(parts, sql` and `) : undefined;
}
