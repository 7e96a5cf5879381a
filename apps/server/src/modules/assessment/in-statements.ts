/**
 * The rows one statement of an import writes at most. A statement's column arrays are built in one
 * stretch of the event loop (tens of milliseconds for a 2,000-row batch while the code is cold or
 * the machine busy); cut in parts, the loop turns while each part is with the database.
 */
export const ROWS_PER_STATEMENT = 500;

/** Writes `rows` a part at a time, one statement after the other. */
export async function inStatements<T>(rows: readonly T[], write: (part: readonly T[]) => Promise<void>): Promise<void> {
  for (let at = 0; at < rows.length; at += ROWS_PER_STATEMENT) await write(rows.slice(at, at + ROWS_PER_STATEMENT));
}
