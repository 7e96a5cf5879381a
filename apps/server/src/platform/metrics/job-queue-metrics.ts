import type { FastifyBaseLogger } from 'fastify';
import type { WorkerEvents } from 'graphile-worker';
import type pg from 'pg';
import { Counter, Gauge, type Registry } from 'prom-client';

/** How long a scrape waits for the queue's figures before it answers without them. */
const QUEUE_READ_TIMEOUT_MS = 1000;

/**
 * The queue's jobs by state, in one pass over graphile-worker's job table (of the installed 0.18;
 * the public `jobs` view joins two more tables for names this does not need). The table holds only
 * jobs not yet done — a job that succeeds is deleted — so it stays small. pending: due and free to
 * take; scheduled: free but due later (retries waiting out their back-off included); locked: being
 * run; failed: out of attempts, kept for a person to look at.
 */
const QUEUE_DEPTH = `select
  count(*) filter (where locked_at is null and attempts < max_attempts and run_at <= now())::int as pending,
  count(*) filter (where locked_at is null and attempts < max_attempts and run_at > now())::int as scheduled,
  count(*) filter (where locked_at is not null)::int as locked,
  count(*) filter (where locked_at is null and attempts >= max_attempts)::int as failed
from graphile_worker._private_jobs`;

type QueueDepth = Record<'pending' | 'scheduled' | 'locked' | 'failed', number>;

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The job queue's depth, read from the database when scraped, and its tasks' failed attempts as
 * the worker reports them. A scrape the database cannot answer in time still answers, without the
 * depth (and a log line says why), so the other figures are there when they matter most.
 */
export function registerJobQueueMetrics(registry: Registry, pool: pg.Pool, log: FastifyBaseLogger) {
  new Gauge({
    name: 'job_queue_jobs',
    help: 'Jobs on the queue by state: pending, scheduled, locked, failed (attempts exhausted)',
    labelNames: ['state'],
    registers: [registry],
    async collect() {
      this.reset();
      try {
        const { rows } = await withinTimeout(pool.query<QueueDepth>(QUEUE_DEPTH), QUEUE_READ_TIMEOUT_MS);
        for (const [state, count] of Object.entries(rows[0] ?? {})) this.set({ state }, count);
      } catch (error) {
        log.warn({ err: error }, 'job queue depth unavailable for /metrics');
      }
    },
  });
  const failures = new Counter({
    name: 'job_task_failures_total',
    help: 'Job attempts whose task threw, by task',
    labelNames: ['task'],
    registers: [registry],
  });
  return {
    /** Counts the failed attempts of the worker whose events these are. */
    countTaskFailures(events: WorkerEvents): void {
      events.on('job:error', ({ job }) => failures.inc({ task: job.task_identifier }));
    },
  };
}
