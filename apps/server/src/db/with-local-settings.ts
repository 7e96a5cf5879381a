import type pg from 'pg';

/**
 * Runs `work` in a transaction of its own on one of the pool's connections, with the given settings
 * for that transaction only (`set_config(…, true)`, as `set local` does): committed when `work`
 * returns, rolled back when it throws.
 */
export async function withLocalSettings<T>(
  pool: pg.Pool,
  settings: Record<string, string>,
  work: (client: pg.PoolClient) => Promise<T>,
): Promise<T> {
  const client = await pool.connect();
  try {
    await client.query('begin');
    for (const [name, value] of Object.entries(settings)) {
      await client.query('select set_config($1, $2, true)', [name, value]);
    }
    const result = await work(client);
    await client.query('commit');
    return result;
  } catch (error) {
    await client.query('rollback');
    throw error;
  } finally {
    client.release();
  }
}
