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
    // No JIT compilation: the platform's statements read a page by its indexes in a millisecond or
    // two, but a per-row subquery (the ranking's places) multiplies the planner's cost estimate past
    // jit_above_cost at a national size, and compiling then cost more than running: 9 ms for a
    // ranking page that runs in 0.1 ms without it, measured with 1,000,000 scores. A URL that
    // gives its own `options` replaces these.
    options: '-c jit=off',
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
 * The reads that tolerate a replica's lag (docs/read-replica.md): statements run on the streaming
 * replica, except what writes through the query builder (insert, update, delete) and transactions,
 * which run on the primary — so a kept count a read fills in still lands where writes go.
 */
export function readingFromReplica(replica: Database, primary: Database): Database {
  return Object.assign(Object.create(replica) as Database, {
    insert: primary.insert.bind(primary),
    update: primary.update.bind(primary),
    delete: primary.delete.bind(primary),
    transaction: primary.transaction.bind(primary),
  });
}
