import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import * as schema from './schema/index.ts';

export type Database = ReturnType<typeof createDatabase>['db'];

/** The database or one of its transactions: what a statement of a larger unit of work runs on. */
export type Executor = Pick<Database, 'insert' | 'update' | 'select' | 'delete' | 'execute' | 'transaction'>;

export function createDatabase(url: string, options: { max?: number } = {}) {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.max ?? 10,
    // Statements of hot paths are prepared by name (parsed once per connection) yet planned for
    // their values every time: a generic plan of a name search ran many times slower.
    options: '-c plan_cache_mode=force_custom_plan',
  });
  // A client's lost connection (server restart) must not crash the process: an idle client's is
  // the pool's to handle (it replaces the client), a busy one's reaches its query as a rejection,
  // and the client's own 'error' event, emitted besides, needs a listener. The job queue checks
  // that both are there, and says so at every start when they are not.
  pool.on('error', () => undefined);
  pool.on('connect', (client) => client.on('error', () => undefined));
  const db = drizzle(pool, { schema });
  return { pool, db };
}

/**
 * For the rest of a transaction that writes many rows, PostgreSQL keeps the plans of the checks it
 * runs for each row (foreign keys) instead of planning them again every time, as the pool's setting
 * would have it: planned per row, an import's inserts cost three times as much.
 */
export async function keepRowCheckPlans(tx: Pick<Database, 'execute'>): Promise<void> {
  await tx.execute(sql`set local plan_cache_mode = auto`);
}
