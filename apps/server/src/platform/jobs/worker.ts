import { EventEmitter } from 'node:events';
import { drizzle } from 'drizzle-orm/node-postgres';
import { run, runMigrations, type Runner, type TaskList, type WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { enqueue } from './job-queue.ts';
import {
  keepHeartbeat,
  LIVENESS,
  releaseStaleWorkers,
  RELEASE_STALE_WORKERS_CRON,
  RELEASE_STALE_WORKERS_TASK,
  type Liveness,
} from './worker-liveness.ts';

export interface WorkerOptions {
  pgPool: pg.Pool;
  tasks: TaskList;
  /**
   * Tasks enqueued when the worker starts, with the task's name as the job key: one pending job per
   * task however many instances start together.
   */
  atStart?: readonly string[];
  /** graphile-worker crontab lines, e.g. `0 1 * * * deadline_reminders` (UTC). */
  crontab?: string;
  concurrency?: number;
  /** How often this worker says it is alive, and when a silent one's jobs are taken back. */
  liveness?: Liveness;
}

/** Installs or upgrades the queue's own schema (graphile_worker); run with the app's migrations. */
export const migrateJobQueue = (pgPool: pg.Pool) => runMigrations({ pgPool });

/**
 * Runs the queue's tasks in this process. Every API instance runs one: a job is taken by exactly
 * one of them (row locks in PostgreSQL), and a failed job is retried with back-off. The worker
 * keeps a heartbeat, and the queue releases, once a minute, the jobs of workers gone silent, so a
 * killed instance's jobs run again within minutes (docs/jobs.md).
 */
export async function startWorker({
  pgPool,
  tasks,
  crontab = '',
  atStart = [],
  concurrency = 2,
  liveness = LIVENESS,
}: WorkerOptions): Promise<Runner> {
  const db = drizzle(pgPool);
  const events: WorkerEvents = new EventEmitter();
  let heartbeat: ReturnType<typeof keepHeartbeat> | undefined;
  // The pool's id is what its jobs are locked with; known before it takes any.
  events.once('pool:create', ({ workerPool }) => {
    heartbeat = keepHeartbeat(db, workerPool.id, liveness.beatEveryMs);
  });
  const runner = await run({
    pgPool,
    taskList: { ...tasks, [RELEASE_STALE_WORKERS_TASK]: () => releaseStaleWorkers(db, liveness.staleAfterMs) },
    crontab: [crontab, RELEASE_STALE_WORKERS_CRON].filter(Boolean).join('\n'),
    concurrency,
    noHandleSignals: true,
    pollInterval: 1000,
    events,
  });
  for (const task of atStart) await enqueue(db, task, {}, { jobKey: task });
  const stop = async (reason?: string) => {
    try {
      await runner.stop(reason);
    } finally {
      await heartbeat?.stop();
    }
  };
  return { ...runner, stop, [Symbol.asyncDispose]: () => stop() };
}
