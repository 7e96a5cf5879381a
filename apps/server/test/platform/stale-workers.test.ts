import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import type { Runner } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { jobWorkerHeartbeats } from '../../src/db/schema/index.ts';
import { enqueue } from '../../src/platform/jobs/job-queue.ts';
import { startWorker } from '../../src/platform/jobs/worker.ts';
import { RELEASE_STALE_WORKERS_TASK } from '../../src/platform/jobs/worker-liveness.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
/** Short enough for a test; the platform's own are 30 s and 2 minutes. */
const LIVENESS = { beatEveryMs: 200, staleAfterMs: 2_000 };

let db: Database;
let close: () => Promise<void>;
let live: Runner | undefined;
beforeAll(async () => {
  ({ db, close } = await openTestDatabase(6));
  await db.execute(sql`create table report_run (runner text not null, at timestamptz not null default now())`);
});
afterAll(async () => {
  await live?.stop();
  await close();
});

const runs = async (runner: string) =>
  Number(
    (await db.execute<{ n: string }>(sql`select count(*) as n from report_run where runner = ${runner}`)).rows[0]?.n,
  );
const lockedBy = async () =>
  (
    await db.execute<{ locked_by: string | null }>(
      sql`select locked_by from graphile_worker.jobs where task_identifier = 'report'`,
    )
  ).rows;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a job whose instance was killed mid-way', () => {
  it('is run again, once, by a live instance after the release that runs every minute', async () => {
    await enqueue(db, 'report', {});
    const dying = spawn(
      process.execPath,
      ['--import', 'tsx', 'test/platform/dying-worker.ts', db.$client.options.connectionString!],
      {
        cwd: serverDir,
        stdio: 'ignore',
      },
    );
    await expect.poll(() => runs('killed'), { timeout: 60_000, interval: 200 }).toBe(1);
    const [{ locked_by: dead } = { locked_by: null }] = await lockedBy();
    expect(dead).toMatch(/^pool-/);
    await expect.poll(() => db.$count(jobWorkerHeartbeats, eq(jobWorkerHeartbeats.workerId, dead!))).toBe(1);
    const exited = new Promise((resolve) => dying.once('exit', resolve));
    dying.kill('SIGKILL');
    await exited;

    live = await startWorker({
      pgPool: db.$client,
      tasks: { report: async () => void (await db.execute(sql`insert into report_run (runner) values ('live')`)) },
      liveness: LIVENESS,
    });
    // Past the heartbeat's limit the job is still the dead worker's: graphile-worker alone would wait four hours.
    await sleep(LIVENESS.staleAfterMs + 500);
    expect(await lockedBy()).toEqual([{ locked_by: dead }]);
    expect(await runs('live')).toBe(0);

    // What the minute's crontab slot queues.
    await enqueue(db, RELEASE_STALE_WORKERS_TASK, {});
    await expect.poll(() => runs('live'), { timeout: 10_000, interval: 100 }).toBe(1);
    await expect.poll(lockedBy, { timeout: 5_000 }).toEqual([]);
    await sleep(1_000);
    expect(await runs('live')).toBe(1);
    expect(await db.$count(jobWorkerHeartbeats, eq(jobWorkerHeartbeats.workerId, dead!))).toBe(0);
    expect(await db.$count(jobWorkerHeartbeats)).toBe(1);
  }, 120_000);

  it('a live worker keeps a job it has run for longer than the limit', async () => {
    const worker = await startWorker({
      pgPool: db.$client,
      tasks: {
        long: async () => {
          await db.execute(sql`insert into report_run (runner) values ('long')`);
          await sleep(LIVENESS.staleAfterMs + 1_500);
        },
      },
      liveness: LIVENESS,
    });
    try {
      await enqueue(db, 'long', {});
      await expect.poll(() => runs('long'), { timeout: 10_000 }).toBe(1);
      await sleep(LIVENESS.staleAfterMs + 300);
      await enqueue(db, RELEASE_STALE_WORKERS_TASK, {});
      const pending = async () =>
        (await db.execute(sql`select 1 from graphile_worker.jobs where task_identifier = 'long'`)).rows.length;
      await expect.poll(pending, { timeout: 10_000 }).toBe(0);
      expect(await runs('long')).toBe(1);
    } finally {
      await worker.stop();
    }
  }, 60_000);
});
