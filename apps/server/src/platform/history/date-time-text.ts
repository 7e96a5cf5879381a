import { sql, type Column, type SQL } from 'drizzle-orm';

/** A timestamp as `YYYY-MM-DD HH:mm:ss` in Asia/Shanghai, formatted by the database. */
export function dateTimeText(column: Column): SQL<string> {
  return sql<string>`to_char(${column} at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS')`;
}

/** A date column as `YYYY-MM-DD` text, so raw cursors (exports) read it the same as the API. */
export function dateText(column: Column): SQL<string> {
  return sql<string>`to_char(${column}, 'YYYY-MM-DD')`;
}
