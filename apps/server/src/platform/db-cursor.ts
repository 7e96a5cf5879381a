import type { Pool } from 'pg';
import Cursor from 'pg-cursor';

/**
 * Streams the rows of a query in batches through a server-side cursor, each as `present` shows
 * it, so an export of a million rows holds one batch in memory at a time.
 */
export async function* cursorRows<Row, Shown>(
  pool: Pool,
  query: { sql: string; params: unknown[] },
  present: (row: Row) => Shown,
  batchSize = 1000,
): AsyncGenerator<Shown> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<Row>(query.sql, query.params));
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      for (const row of rows) yield present(row);
    }
  } finally {
    await cursor.close();
    client.release();
  }
}
