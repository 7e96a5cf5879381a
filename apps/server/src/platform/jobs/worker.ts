import { run, runMigrations, type Runner, type TaskList } from 'graphile-worker';
import type pg from 'pg';

export interface WorkerOptions {
  pgPool: pg.Pool;
  tasks: TaskList;
  /** graphile-worker crontab lines, e.g. `0 1 * * * deadline_reminders` (UTC). */
  crontab?: string;
  concurrency?: number;
}

/** Installs or upgrades the queue's own schema (graphile_worker); run with the app's migrations. */
export const migrateJobQueue = (pgPool: pg.Pool) => runMigrations({ pgPool });

/**
 * Runs the queue's tasks in this process. Every API instance runs one: a job is taken by exactly
 * one of them (row locks in PostgreSQL), and a failed job is retried with back-off.
 */
export async function startWorker({ pgPool, tasks, crontab = '', concurrency = 2 }: WorkerOptions): Promise<Runner> {
  return run({ pgPool, taskList: tasks, crontab, concurrency, noHandleSignals: true, pollInterval: 1000 });
}
