import { eq, lt, sql } from 'drizzle-orm';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { jobWorkerHeartbeats } from '../../db/schema/index.ts';

/**
 * How often a worker pool says it is alive, and after how long without a word its locked jobs are
 * taken back (docs/jobs.md). With the release every minute, a killed instance's job runs again on a
 * live one within about three minutes, instead of graphile-worker's own four hours.
 */
export interface Liveness {
  beatEveryMs: number;
  staleAfterMs: number;
}
export const LIVENESS: Liveness = { beatEveryMs: 30_000, staleAfterMs: 120_000 };

export const RELEASE_STALE_WORKERS_TASK = 'release_stale_workers';
/** On the queue itself: each minute's slot is run once, by one of the instances. */
export const RELEASE_STALE_WORKERS_CRON = `* * * * * ${RELEASE_STALE_WORKERS_TASK}`;

type Executor = Pick<NodePgDatabase, 'insert' | 'delete' | 'execute' | 'transaction'>;

/**
 * Records now and every `everyMs` that the worker pool `workerId` is alive; `stop` removes the
 * record (a pool that stopped cleanly holds no job). A beat that fails (the database briefly
 * unreachable) is only late: the next one writes again.
 */
export function keepHeartbeat(db: Executor, workerId: string, everyMs: number) {
  const beat = () =>
    db
      .insert(jobWorkerHeartbeats)
      .values({ workerId })
      .onConflictDoUpdate({ target: jobWorkerHeartbeats.workerId, set: { beatAt: sql`now()` } })
      .then(undefined, () => undefined);
  void beat();
  const timer = setInterval(() => void beat(), everyMs).unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await db
        .delete(jobWorkerHeartbeats)
        .where(eq(jobWorkerHeartbeats.workerId, workerId))
        .then(undefined, () => undefined);
    },
  };
}

/**
 * Unlocks, through graphile-worker's own `force_unlock_workers`, the jobs and queues of every pool
 * that has held a job for longer than `staleAfterMs` without a heartbeat in that time (its instance
 * was killed mid-job), so a live pool runs them again; forgets the heartbeats of such pools.
 * Returns the pools released.
 */
export async function releaseStaleWorkers(db: Executor, staleAfterMs: number): Promise<string[]> {
  const cutoff = sql`now() - ${staleAfterMs} * interval '1 millisecond'`;
  return db.transaction(async (tx) => {
    const { rows } = await tx.execute<{ released: string[] | null }>(sql`
      with stale as (
        select distinct jobs.locked_by
          from graphile_worker.jobs
         where jobs.locked_at < ${cutoff}
           and not exists (
             select from ${jobWorkerHeartbeats}
              where ${jobWorkerHeartbeats.workerId} = jobs.locked_by and ${jobWorkerHeartbeats.beatAt} >= ${cutoff}))
      select graphile_worker.force_unlock_workers(ids), ids as released
        from (select array_agg(locked_by) as ids from stale) found`);
    await tx.delete(jobWorkerHeartbeats).where(lt(jobWorkerHeartbeats.beatAt, cutoff));
    return rows[0]?.released ?? [];
  });
}
