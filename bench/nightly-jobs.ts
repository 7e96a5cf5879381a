import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { todayInShanghai } from '@credit/rules';
import { CERTIFICATE_REVIEW_TASK } from '../apps/server/src/modules/certificate/certificate-review.ts';
import { DEADLINE_REMINDERS_TASK } from '../apps/server/src/modules/credit-request/deadline-reminders.ts';
import { STAFFING_EVALUATION_TASK } from '../apps/server/src/modules/qualification/staffing-evaluation.ts';
import { SCORE_REFRESH_TASK } from '../apps/server/src/modules/scoring/score-refresh.ts';
import { SCORE_SNAPSHOT_TASK } from '../apps/server/src/modules/scoring/score-snapshot.ts';
import { DESK_WORK_DAYS_TASK } from '../apps/server/src/modules/statistics/desk-work-days-task.ts';
import { OPERATION_LOG_RETENTION_TASK } from '../apps/server/src/platform/audit/operation-log-retention.ts';
import { withClient } from './bench-database.ts';
import { watchRss } from './process-memory.ts';
import { formatColumns, megabytes } from './report.ts';

/** Issue 41: no nightly job holds a lock that keeps a desk's write waiting for more than a second. */
export const DESK_WAIT_BOUND_MS = 1_000;

export interface NightlyJobResult {
  task: string;
  seconds: number;
  /** The app's resident memory when the job was queued, and its highest while it ran (the queue runs in the app). */
  rss: { startBytes: number; peakBytes: number };
  /** The longest a desk's write (below) waited while the job ran, and how many it made. */
  deskWrite: { worstMs: number; writes: number };
  /** The job's last error when it failed; the queue keeps the job then. */
  error?: string;
  met: boolean;
}

/** The month the run falls in, for the jobs that take one: its month-end snapshot and its staffing are not written yet. */
const thisMonth = () => todayInShanghai().slice(0, 7);

/**
 * The schedule's jobs, each queued by hand as its cron line queues it, with the payload that makes
 * it do a night's full work on generated data (the backup, a pg_dump, is measured by its own docs).
 */
const NIGHTLY_JOBS: { task: string; payload: object }[] = [
  { task: SCORE_REFRESH_TASK, payload: {} },
  { task: SCORE_SNAPSHOT_TASK, payload: { month: `${thisMonth()}-01` } },
  { task: CERTIFICATE_REVIEW_TASK, payload: {} },
  { task: STAFFING_EVALUATION_TASK, payload: { month: thisMonth() } },
  { task: DEADLINE_REMINDERS_TASK, payload: {} },
  { task: OPERATION_LOG_RETENTION_TASK, payload: {} },
  { task: DESK_WORK_DAYS_TASK, payload: {} },
];

/**
 * What a desk's decision touches, in one transaction as a decision takes them: the record's row, the
 * enterprise's row and its kept score, with the lock a write takes on each table (a decision's
 * RowExclusiveLock waits for a job's Share or Exclusive lock, its row lock for a row the job wrote
 * and has not committed). Rolled back: the probe waits as a desk would and changes nothing.
 */
async function deskWrite(client: pg.Client, enterprises: number, records: number): Promise<number> {
  const enterpriseId = 1 + Math.floor(Math.random() * enterprises);
  const recordId = 1 + Math.floor(Math.random() * records);
  const started = performance.now();
  await client.query('begin');
  try {
    await client.query('lock table credit_record, enterprise, enterprise_score in row exclusive mode');
    await client.query('select 1 from credit_record where id = $1 for no key update', [recordId]);
    await client.query('select 1 from enterprise where id = $1 for no key update', [enterpriseId]);
    await client.query('select 1 from enterprise_score where enterprise_id = $1 for no key update', [enterpriseId]);
  } finally {
    await client.query('rollback');
  }
  return performance.now() - started;
}

/** Desk writes one after another, a few a second, until `done` settles; the slowest and how many. */
async function probeDeskWrites(databaseUrl: string, done: Promise<unknown>) {
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ enterprises: number; records: number }>(
      'select (select max(id) from enterprise)::int as enterprises, (select max(id) from credit_record)::int as records',
    );
    const { enterprises, records } = rows[0] ?? { enterprises: 1, records: 1 };
    let finished = false;
    void done.finally(() => (finished = true));
    let worstMs = 0;
    let writes = 0;
    while (!finished) {
      worstMs = Math.max(worstMs, await deskWrite(client, enterprises, records));
      writes += 1;
      await sleep(200);
    }
    return { worstMs, writes };
  });
}

/** Queues a task and waits until the queue has run it: gone from the queue, or kept with its error. */
async function runJob(client: pg.Client, task: string, payload: object): Promise<string | undefined> {
  const { rows } = await client.query<{ id: string }>(
    'select id::text from graphile_worker.add_job($1, $2::json, max_attempts => 1)',
    [task, JSON.stringify(payload)],
  );
  const id = rows[0]?.id;
  for (;;) {
    const { rows: left } = await client.query<{ last_error: string | null; locked_at: Date | null }>(
      'select last_error, locked_at from graphile_worker.jobs where id = $1',
      [id],
    );
    const job = left[0];
    if (!job) return undefined;
    if (job.last_error && !job.locked_at) return job.last_error;
    await sleep(250);
  }
}

/**
 * Runs every nightly job once, one after another on a quiet platform: each one's time, the app's
 * peak memory while it ran, and the longest a desk's write waited for it meanwhile.
 */
export async function measureNightlyJobs(databaseUrl: string, appPid: number): Promise<NightlyJobResult[]> {
  const results: NightlyJobResult[] = [];
  await withClient(databaseUrl, async (client) => {
    for (const { task, payload } of NIGHTLY_JOBS) {
      console.log(`Running the nightly job ${task}…`);
      const rss = await watchRss(appPid);
      const started = performance.now();
      const job = runJob(client, task, payload);
      const deskWrite = await probeDeskWrites(databaseUrl, job);
      const error = await job;
      const seconds = (performance.now() - started) / 1000;
      const result = {
        task,
        seconds,
        rss: await rss.stop(),
        deskWrite,
        ...(error && { error }),
        met: !error && deskWrite.worstMs <= DESK_WAIT_BOUND_MS,
      };
      console.log(
        `  ${seconds.toFixed(1)} s, desk writes waited at most ${deskWrite.worstMs.toFixed(0)} ms${error ? `, failed: ${error}` : ''}`,
      );
      results.push(result);
    }
  });
  return results;
}

export function formatNightlyJobs(results: NightlyJobResult[]): string {
  return formatColumns(
    ['nightly job', 's', 'RSS MB start', 'RSS MB peak', 'desk writes', 'desk wait max ms', 'target', 'met'],
    results.map((r) => [
      r.task,
      r.seconds.toFixed(1),
      megabytes(r.rss.startBytes, 0),
      megabytes(r.rss.peakBytes, 0),
      String(r.deskWrite.writes),
      r.deskWrite.worstMs.toFixed(0),
      `≤ ${DESK_WAIT_BOUND_MS} ms`,
      r.met ? 'met' : r.error ? `failed: ${r.error.slice(0, 60)}` : 'not met',
    ]),
  );
}
