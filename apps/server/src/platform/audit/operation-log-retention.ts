import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import { operationLogs } from '../../db/schema/index.ts';

export const OPERATION_LOG_RETENTION_TASK = 'operation_log_retention';
/** Every day at 03:30 Beijing time (19:30 UTC), when no one is at work. */
export const OPERATION_LOG_RETENTION_CRON = `30 19 * * * ${OPERATION_LOG_RETENTION_TASK}`;

/** Rows removed per statement: a year's backlog goes in short transactions that hold no lock for long. */
const BATCH = 5_000;

/** Removes the operation-log rows older than `days` days (config: never fewer than 180); returns how many. */
export async function removeOldOperations(db: Database, days: number): Promise<number> {
  let removed = 0;
  for (;;) {
    const result = await db.execute(sql`
      delete from ${operationLogs} where id in (
        select id from ${operationLogs}
        where created_at < now() - make_interval(days => ${days}::int)
        order by created_at, id limit ${BATCH})`);
    removed += result.rowCount ?? 0;
    if ((result.rowCount ?? 0) < BATCH) return removed;
  }
}

/** The nightly retention task (docs/operation-log.md). */
export const operationLogRetentionTask =
  (db: Database, days: number): Task =>
  async () => {
    await removeOldOperations(db, days);
  };
