import type { Pool } from 'pg';
import Cursor from 'pg-cursor';

/**
 * Streams the rows of a query in batches through a server-side cursor, so an export of a
 * million rows holds one batch in memory at a time.
 */
export async function* cursorRows<T>(
  pool: Pool,
  query: { sql: string; params: unknown[] },
  batchSize = 1000,
): AsyncGenerator<T> {
  const client = await pool.connect();
  const cursor = client.query(new Cursor<T>(query.sql, query.params));
  try {
    for (;;) {
      const rows = await cursor.read(batchSize);
      if (rows.length === 0) return;
      yield* rows;
    }
  } finally {
    await cursor.close();
    client.release();
  }
}
