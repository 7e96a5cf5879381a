import { addCalendarDays, todayInShanghai } from '@credit/rules';
import { count, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskWorkDays } from '../../src/db/schema/index.ts';
import { FLOW_ITEMS } from '../../src/flow-modules.ts';
import { lastTwelveMonths } from '../../src/modules/statistics/desk-months.ts';
import { DESK_FIGURES_FRESH_MS } from '../../src/modules/statistics/desk-routes.ts';
import { reviewDeskTerms } from '../../src/modules/statistics/desk-terms.ts';
import { DESK_WORK_DAYS_TASK, deskWorkDaysTask } from '../../src/modules/statistics/desk-work-days-task.ts';
import { startWorker } from '../../src/platform/jobs/worker.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { getJson, type Table } from './desk-fixtures.ts';
import { onceKeptExpired } from './kept-figures.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 180_000);
afterAll(() => t.close());

const keptDays = async () => (await t.db.select({ n: count() }).from(deskWorkDays))[0]!.n;

async function performanceTables(): Promise<Table[]> {
  const { status, body } = await getJson<{ tables: Table[] }>(
    t,
    '/api/statistics/performance',
    await t.authHeader('deptLeader'),
  );
  expect(status, body.message).toBe(200);
  return body.extraData.tables;
}

/** Waits until the queue holds no job of the task (run and completed). */
async function untilRun(task: string) {
  for (let tries = 0; tries < 600; tries += 1) {
    const { rows } = await t.db.$client.query('select 1 from graphile_worker.jobs where task_identifier = $1', [task]);
    if (rows.length === 0) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${task} did not run`);
}

describe('the desks’ ended days kept by the queue (desk_work_days)', () => {
  it('keeps every desk’s days of the last twelve months when a worker starts, and 办理效率 reads the same from them', async () => {
    // Counted by the page itself, the first time it is asked.
    const counted = await performanceTables();
    await t.db.execute(sql`delete from ${deskWorkDays}`);

    const worker = await startWorker({
      pgPool: t.db.$client,
      tasks: { [DESK_WORK_DAYS_TASK]: deskWorkDaysTask(t.db, FLOW_ITEMS) },
      atStart: [DESK_WORK_DAYS_TASK],
    });
    try {
      await untilRun(DESK_WORK_DAYS_TASK);
    } finally {
      await worker.stop();
    }

    const yesterday = addCalendarDays(todayInShanghai(), -1);
    let days = 0;
    for (let day = lastTwelveMonths().from; day <= yesterday; day = addCalendarDays(day, 1)) days += 1;
    expect(await keptDays()).toBe(reviewDeskTerms(FLOW_ITEMS).length * days);

    // The page now adds up kept days (and counts today) and keeps nothing more.
    expect(await onceKeptExpired(DESK_FIGURES_FRESH_MS, performanceTables)).toEqual(counted);
    expect(await keptDays()).toBe(reviewDeskTerms(FLOW_ITEMS).length * days);
  });
});
