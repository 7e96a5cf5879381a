import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';

export interface EnqueueOptions {
  /** Run no earlier than this. */
  runAt?: Date;
  /** Tries before the job is given up (graphile-worker retries with exponential back-off). */
  maxAttempts?: number;
  /** One pending job per key: a second enqueue with the same key replaces the first. */
  jobKey?: string;
}

/**
 * Puts a job on the PostgreSQL-backed queue (graphile-worker, docs/jobs.md) through the caller's
 * executor, so inside a transaction the job exists only if the change that caused it commits.
 */
export async function enqueue(tx: Pick<Executor, 'execute'>, task: string, payload: object, options: EnqueueOptions = {}) {
  await tx.execute(sql`select graphile_worker.add_job(
    ${task},
    ${JSON.stringify(payload)}::json,
    run_at => ${options.runAt ?? null}::timestamptz,
    max_attempts => ${options.maxAttempts ?? null}::int,
    job_key => ${options.jobKey ?? null}::text
  )`);
}
