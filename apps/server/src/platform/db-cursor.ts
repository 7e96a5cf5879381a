import type { Pool } from 'pg';
import Cursor from 'pg-cursor';

/**
 * Streams the rows of a query in batches through a server-side cursor, each batch as `present`
 * shows it (a presenter may read what a batch's rows need together), so an export of a million rows holds two batches in memory at a time: the next batch is
 * asked for as soon as one arrives, so the database reads it while this one is written out.
 */
export async function* cursorRows<Row, Shown>(
  pool: Pool,
  query: { sql: string; params: unknown[] },
  present: (rows: Row[]) => Shown[] | Promise<Shown[]>,
  batchSize = 1000,
): AsyncGenerator<Shown> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<Row>(query.sql, query.params));
  const ask = () => {
    const batch = cursor.read(batchSize);
    // A failure while the last batch is written out is met when the batch is awaited, not before.
    batch.catch(() => undefined);
    return batch;
  };
  let next = ask();
  try {
    for (;;) {
      const rows = await next;
      if (rows.length === 0) return;
      next = ask();
      yield* await present(rows);
    }
  } finally {
    // A reader that stops early lets the batch in flight arrive before the cursor is closed.
    await next.catch(() => undefined);
    await cursor.close();
    client.release();
  }
}
