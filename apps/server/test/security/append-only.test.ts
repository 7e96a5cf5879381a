import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { asc, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { auditArchives, operationLogs } from '../../src/db/schema/index.ts';
import { jobTasks } from '../../src/job-tasks.ts';
import { FLOW_ITEMS } from '../../src/flow-modules.ts';
import { OPERATION_LOG_RETENTION_TASK } from '../../src/platform/audit/operation-log-retention.ts';
import { archiveOldRows } from '../../src/platform/audit/trail-archive.ts';
import type { ArchiveLine } from '../../src/platform/audit/trail-rows.ts';
import { verifyTrail } from '../../src/platform/audit/verify-trail.ts';
import { createFileStorage } from '../../src/platform/files/index.ts';
import { enqueue } from '../../src/platform/jobs/job-queue.ts';
import { startWorker } from '../../src/platform/jobs/worker.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signedIn } from '../system/system-fixtures.ts';
import { approve, declaredRecord, recordDesks, trail, type RecordDesks } from './audit-fixtures.ts';

/**
 * The audited tables are append-only through the application's own connection, two decisions at
 * once leave one valid chain, and retention moves old operation-log rows to an archive that the
 * verification continues from (docs/security-trail.md).
 */
let t: TestApp;
let desks: RecordDesks;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  desks = await recordDesks(t);
  await declaredRecord(t, desks);
});
afterAll(() => t.close());

const AUDITED = [
  'operation_log',
  'change_history',
  'assessment_release_history',
  'credit_record_history',
  'credit_appeal_history',
  'credit_request_history',
  'bidding_feedback_history',
];
const STATEMENTS = {
  update: (table: string) =>
    `update ${table} set created_at = created_at - interval '1 day' where id = (select max(id) from ${table})`,
  delete: (table: string) => `delete from ${table} where id = (select min(id) from ${table})`,
  truncate: (table: string) => `truncate ${table}`,
};
const refusals = AUDITED.flatMap((table) =>
  (Object.keys(STATEMENTS) as (keyof typeof STATEMENTS)[]).map((statement) => ({ table, statement })),
);

describe('append-only through the application’s connection', () => {
  it.each(refusals)('refuses $statement of $table', async ({ table, statement }) => {
    const before = await t.db.$client.query<{ rows: number }>(`select count(*)::int as rows from ${table}`);
    expect(before.rows[0]!.rows).toBeGreaterThan(0);
    await expect(t.db.$client.query(STATEMENTS[statement](table))).rejects.toThrow(/append-only/);
    const after = await t.db.$client.query<{ rows: number }>(`select count(*)::int as rows from ${table}`);
    expect(after.rows).toEqual(before.rows);
  });
});

describe('two decisions at once', () => {
  it('leave one valid chain, every decision in it', async () => {
    const ids = [];
    for (let i = 0; i < 6; i += 1) ids.push(await declaredRecord(t, desks));
    const decided = await Promise.all(ids.map((id) => approve(t, id, desks.first)));
    expect(decided.map((res) => res.statusCode)).toEqual(ids.map(() => 200));
    const reports = await trail(t);
    expect(reports.operation_log?.break).toBeUndefined();
    expect(reports.credit_record_history?.break).toBeUndefined();
    const places = await t.db
      .select({ seq: operationLogs.chainSeq })
      .from(operationLogs)
      .where(inArray(operationLogs.objectId, ids.map(String)))
      .orderBy(asc(operationLogs.chainSeq));
    expect(new Set(places.map((row) => row.seq)).size).toBe(places.length);
    expect(places.every((row) => row.seq !== null)).toBe(true);
  });
});

describe('two transactions writing log rows at once', () => {
  it('are chained one after the other, the second waiting only for the first to commit', async () => {
    const [first, second] = await Promise.all([t.db.$client.connect(), t.db.$client.connect()]);
    const write = async (client: typeof first, name: string) => {
      await client.query('begin');
      await client.query(`insert into operation_log (user_name, object_kind, action) values ($1, 'menu', '修改')`, [
        name,
      ]);
    };
    try {
      await write(first, '并发甲');
      await write(second, '并发乙');
      // The seal runs as a transaction commits; `set constraints all immediate` runs it now, so the
      // first holds its place in the chain while the second's seal starts.
      await first.query('set constraints all immediate');
      const secondSealed = second.query('set constraints all immediate');
      secondSealed.catch(() => undefined); // awaited below: a refusal fails the test there
      await new Promise((resolve) => setTimeout(resolve, 200));
      await first.query('commit');
      await secondSealed;
      await second.query('commit');
    } finally {
      first.release();
      second.release();
    }
    const rows = await t.db
      .select({ userName: operationLogs.userName, seq: operationLogs.chainSeq })
      .from(operationLogs)
      .where(inArray(operationLogs.userName, ['并发甲', '并发乙']))
      .orderBy(asc(operationLogs.chainSeq));
    expect(rows.map((row) => row.userName)).toEqual(['并发甲', '并发乙']);
    expect(rows[1]!.seq! - rows[0]!.seq!).toBe(1);
    expect((await trail(t)).operation_log?.break).toBeUndefined();
  });
});

describe('retention', () => {
  let fresh: TestApp;
  beforeAll(async () => {
    fresh = await buildTestApp();
  });
  afterAll(() => fresh.close());

  it('archives the operation-log rows older than the period on the job queue, and verify goes on from the archive', async () => {
    const day = 86_400_000;
    const entry = (userName: string, daysAgo: number) => ({
      userName,
      objectKind: 'menu',
      action: '修改',
      createdAt: new Date(Date.now() - daysAgo * day),
    });
    // Each its own transaction, so chained in this order: two old rows, a recent one, an old one after it.
    const old = [];
    for (const row of [entry('旧甲', 400), entry('旧乙', 366)])
      old.push((await fresh.db.insert(operationLogs).values(row).returning())[0]!);
    const admin = await signedIn(fresh, 'superAdmin');
    const role = await fresh.app.inject({
      method: 'POST',
      url: '/api/system/roles',
      headers: admin.headers,
      payload: { name: '稽查', code: 'inspector' },
    });
    expect(role.statusCode).toBe(200);
    const [lateOld] = await fresh.db.insert(operationLogs).values(entry('旧丙', 370)).returning();

    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: fresh.dataDir, OPERATION_LOG_RETENTION_DAYS: '365' });
    const storage = createFileStorage(config);
    await expect(archiveOldRows(fresh.db, storage, 'operation_log', 179)).rejects.toThrow(/180/);
    const worker = await startWorker({
      pgPool: fresh.db.$client,
      tasks: { [OPERATION_LOG_RETENTION_TASK]: jobTasks(fresh.db, config, FLOW_ITEMS)[OPERATION_LOG_RETENTION_TASK]! },
    });
    try {
      await enqueue(fresh.db, OPERATION_LOG_RETENTION_TASK, {});
      await vi.waitFor(async () => expect(await fresh.db.select().from(auditArchives)).toHaveLength(1), {
        timeout: 60_000,
        interval: 500,
      });
    } finally {
      await worker.stop();
    }

    const [archive] = await fresh.db.select().from(auditArchives);
    expect(archive).toMatchObject({ chain: 'operation_log', firstSeq: 1, lastSeq: 2, rowCount: 2 });
    const live = await fresh.db.select({ id: operationLogs.id }).from(operationLogs);
    expect(live.map((row) => row.id)).not.toContain(old[0]!.id);
    expect(live.map((row) => row.id)).not.toContain(old[1]!.id);
    // Older than the period but written after a recent row: kept until the chain reaches it.
    expect(live.map((row) => row.id)).toContain(lateOld!.id);

    const file = Buffer.from(await new Response(await storage.get(archive!.storageKey)).arrayBuffer());
    expect(createHash('sha256').update(file).digest('hex')).toBe(archive!.sha256);
    const lines = gunzipSync(file)
      .toString('utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as ArchiveLine);
    expect(lines.map((line) => line.id)).toEqual(old.map((row) => row.id));
    expect(lines.map((line) => (JSON.parse(line.content) as { user_name: string }).user_name)).toEqual([
      '旧甲',
      '旧乙',
    ]);
    expect(lines[1]!.hash).toBe(archive!.lastHash.toString('hex'));

    const [report] = (await verifyTrail(fresh.db, storage)).filter((r) => r.chain === 'operation_log');
    expect(report).toEqual({ chain: 'operation_log', checked: live.length, archived: 2 });
    // A row no archive holds is still refused, and so is any change to the archive's record.
    await expect(fresh.db.delete(operationLogs).where(eq(operationLogs.id, lateOld!.id))).rejects.toThrow();
    await expect(fresh.db.$client.query(`update audit_archive set row_count = 1`)).rejects.toThrow(/append-only/);
    await expect(fresh.db.$client.query(`delete from audit_archive`)).rejects.toThrow(/append-only/);
  });
});
