import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startReplicaPair, type ReplicaPair } from '../../scripts/replica/replica-pair.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let directory: string;
let pair: ReplicaPair;
let t: TestApp;
/** Plain connections to each server, to change the primary behind the app's back and steer the standby's replay. */
let primary: pg.Client;
let standby: pg.Client;

async function connected(url: string): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return client;
}

async function until(condition: () => Promise<boolean>, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`not within ${timeoutMs / 1000} s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const one = async <T>(client: pg.Client, text: string, values: unknown[] = []) =>
  (await client.query<{ value: T }>(text, values)).rows[0]!.value;

/** Waits until the standby has replayed everything the primary has written so far. */
async function caughtUp(): Promise<void> {
  const written = await one<string>(primary, 'select pg_current_wal_lsn()::text as value');
  await until(
    () => one<boolean>(standby, 'select pg_last_wal_replay_lsn() >= $1::pg_lsn as value', [written]),
    'the standby replays the primary',
  );
}

async function pauseReplay(): Promise<void> {
  await standby.query('select pg_wal_replay_pause()');
  await until(
    async () => (await one<string>(standby, 'select pg_get_wal_replay_pause_state() as value')) === 'paused',
    'replay pauses',
  );
}

const resumeReplay = () => standby.query('select pg_wal_replay_resume()');

beforeAll(async () => {
  directory = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-replica-'));
  pair = await startReplicaPair({ directory });
  t = await buildTestApp({ seed: true, databaseUrl: pair.primaryUrl, env: { DATABASE_READ_URL: pair.replicaUrl } });
  primary = await connected(pair.primaryUrl);
  standby = await connected(pair.replicaUrl);
  await caughtUp();
}, 300_000);

afterAll(async () => {
  await standby?.query('select pg_wal_replay_resume()').catch(() => undefined);
  await standby?.end();
  await primary?.end();
  await t?.close();
  await pair?.stop();
  await fs.rm(directory, { recursive: true, force: true });
});

describe('the read replica (DATABASE_READ_URL)', () => {
  it('is a hot standby streaming from the primary, and /test and /metrics report it', async () => {
    expect(await one<boolean>(standby, 'select pg_is_in_recovery() as value')).toBe(true);
    expect(await one<boolean>(primary, 'select pg_is_in_recovery() as value')).toBe(false);
    const check = await t.app.inject({ url: '/api/publicity/selfcheck' });
    expect(check.json<Reply>().extraData).toMatchObject({ database: 'up', readReplica: 'up' });
    // /metrics reports each pool: the replica's holds the client the check read with.
    const metrics = await t.app.inject({ url: '/metrics' });
    expect(metrics.statusCode).toBe(200);
    expect(metrics.body).toMatch(/^db_pool_total_clients\{pool="primary"\} [1-9]/m);
    expect(metrics.body).toMatch(/^db_pool_total_clients\{pool="replica"\} [1-9]/m);
  });

  it('answers the public pages and lists from the replica: a change shows once the replica has replayed it', async () => {
    // The first of the ranking, which a higher score keeps on its first page.
    const enterpriseId = await one<number>(
      primary,
      'select enterprise_id as value from enterprise_score order by score desc, enterprise_id limit 1',
    );
    const standing = async () => {
      const reply = await t.app.inject({ url: `/api/publicity/enterpriselevel?enterpriseId=${enterpriseId}` });
      expect(reply.statusCode, reply.body).toBe(200);
      return reply.json<Reply<{ CreditScore: number }>>().extraData.CreditScore;
    };
    const ranked = async () => {
      const reply = await t.app.inject({
        method: 'POST',
        url: '/api/publicity/ranking',
        payload: { pageIndex: 1, pageSize: 10 },
      });
      expect(reply.statusCode, reply.body).toBe(200);
      const rows = reply.json<Reply<{ pageData: { Id: number; CreditScore: number }[] }>>().extraData.pageData;
      return rows.find((row) => row.Id === enterpriseId)?.CreditScore;
    };
    const before = await standing();
    expect(await ranked()).toBe(before);

    await pauseReplay();
    try {
      await primary.query('update enterprise_score set score = score + 7 where enterprise_id = $1', [enterpriseId]);
      const onPrimary = 'select score as value from enterprise_score where enterprise_id = $1';
      expect(Number(await one<string>(primary, onPrimary, [enterpriseId]))).toBe(before + 7);
      expect(await standing()).toBe(before);
      expect(await ranked()).toBe(before);
    } finally {
      await resumeReplay();
    }
    await until(async () => (await standing()) === before + 7, 'the public page shows the change');
    expect(await ranked()).toBe(before + 7);
  });

  it('computes the statistics on the replica', async () => {
    await caughtUp();
    await pauseReplay();
    try {
      // Ten more megabytes in one attachment, on the primary only while replay waits.
      await primary.query('update annex set size = size + 10485760 where id = (select min(id) from annex)');
      const megabytes = async (client: pg.Client) =>
        Math.round((Number(await one<string>(client, 'select sum(size) as value from annex')) / 1048576) * 100) / 100;
      const headers = await t.authHeader('superAdmin');
      const reply = await t.app.inject({ url: '/api/statistics/storage', headers });
      expect(reply.statusCode, reply.body).toBe(200);
      const shown = reply.json<Reply<{ totals: { attachmentMegabytes: number } }>>().extraData.totals;
      expect(shown.attachmentMegabytes).toBe(await megabytes(standby));
      expect(await megabytes(primary)).toBeCloseTo(shown.attachmentMegabytes + 10, 1);
    } finally {
      await resumeReplay();
    }
  });

  it('signs in, writes and keeps the counts a statistics read fills in on the primary while the replica is behind', async () => {
    await caughtUp();
    await pauseReplay();
    try {
      // A user and session made now exist on the primary only: the guard must find them there.
      const admin = await t.authHeader('superAdmin');
      const saved = await t.app.inject({
        method: 'PUT',
        url: '/api/holiday',
        headers: admin,
        payload: { day: '2031-01-01', holiday: 1, name: '元旦' },
      });
      expect(saved.json()).toMatchObject({ success: true, message: '保存成功！' });
      const holiday = `select count(*)::int as value from holiday where day = '2031-01-01'`;
      expect([await one<number>(primary, holiday), await one<number>(standby, holiday)]).toEqual([1, 0]);

      // The desks' figures keep each ended day's counts (desk_work_day) the first time they are read.
      const keptDays = 'select count(*)::int as value from desk_work_day';
      const keptBefore = await one<number>(primary, keptDays);
      const leader = await t.authHeader('deptLeader');
      const performance = await t.app.inject({ url: '/api/statistics/performance', headers: leader });
      expect(performance.statusCode, performance.body).toBe(200);
      expect(await one<number>(primary, keptDays)).toBeGreaterThan(keptBefore);
      expect(await one<number>(standby, keptDays)).toBe(keptBefore);
    } finally {
      await resumeReplay();
    }
    await caughtUp();
    const holiday = await t.app.inject({
      url: '/api/holiday/year?year=2031',
      headers: await t.authHeader('superAdmin'),
    });
    expect(holiday.json<Reply<{ day: string }[]>>().extraData).toEqual([
      { day: '2031-01-01', holiday: 1, name: '元旦' },
    ]);
  });
});
