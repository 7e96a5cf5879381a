import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { signedIn } from '../system/system-fixtures.ts';
import { approve, asOwnerWithoutTriggers, declaredRecord, recordDesks, trail } from './audit-fixtures.ts';

/**
 * The operation log and every history are hash-chained (docs/security-trail.md): after real
 * actions every chain verifies, and a row altered, removed or put in out of chain by someone
 * past the application (the owner, with the triggers bypassed) is named exactly.
 */
let t: TestApp;
let recordId: number;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const desks = await recordDesks(t);
  recordId = await declaredRecord(t, desks);
  expect((await approve(t, recordId, desks.first)).statusCode).toBe(200);
  expect((await approve(t, recordId, desks.dept)).statusCode).toBe(200);
  const admin = await signedIn(t, 'superAdmin');
  const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
    t.app.inject({ method, url, headers: admin.headers, payload });
  const role = await call('POST', '/api/system/roles', { name: '稽查', code: 'inspector' });
  const renamed = await call('PUT', `/api/system/roles/${role.json<{ extraData: { id: number } }>().extraData.id}`, {
    name: '稽查组',
    code: 'inspector',
  });
  expect(renamed.statusCode, renamed.body).toBe(200);
});
afterAll(() => t.close());

/** The chain places of a table's rows, oldest first. */
const rowsOf = async (table: string, where: string, params: unknown[]) =>
  (
    await t.db.$client.query<{ id: string; chain_seq: string }>(
      `select id, chain_seq from ${table} where ${where} order by chain_seq`,
      params,
    )
  ).rows.map((row) => ({ id: Number(row.id), seq: Number(row.chain_seq) }));

describe('the chains after real actions', () => {
  it('verifies every chain, with the decisions and the role edit in them', async () => {
    const reports = await trail(t);
    expect(Object.keys(reports).sort()).toEqual([
      'assessment_release_history',
      'bidding_feedback_history',
      'change_history',
      'credit_appeal_history',
      'credit_record_history',
      'credit_request_history',
      'operation_log',
    ]);
    for (const report of Object.values(reports)) expect(report.break, report.chain).toBeUndefined();
    expect(reports.credit_record_history!.checked).toBeGreaterThanOrEqual(3);
    expect(reports.change_history!.checked).toBeGreaterThan(0);
    const logged = await rowsOf('operation_log', `object_kind = 'role' or object_id = $1`, [String(recordId)]);
    expect(logged.length).toBeGreaterThanOrEqual(4);
    expect(reports.operation_log!.checked).toBeGreaterThanOrEqual(logged.at(-1)!.seq);
  });

  it('prints every chain OK with `npm run audit:verify` against the database', async () => {
    const url = new URL(t.db.$client.options.connectionString!);
    const { stdout } = await promisify(execFile)('npm', ['run', '--silent', 'audit:verify'], {
      cwd: new URL('../../../../', import.meta.url).pathname,
      env: { ...process.env, NODE_ENV: 'test', DATABASE_URL: url.toString(), DATA_DIR: t.dataDir, LOG_LEVEL: 'silent' },
    });
    console.log(stdout);
    expect(stdout).toMatch(/operation_log：核验 \d+ 行，OK/);
    expect(stdout).toContain('审计链核验通过：7 条链');
  });

  it('chains rows loaded in bulk with the triggers off in one pass, across its write batches', async () => {
    const before = (await trail(t)).credit_record_history!.checked;
    await asOwnerWithoutTriggers(
      t,
      `insert into credit_record_history (record_id, desk, operator_name, instructions, created_at)
       select $1, 'credit:firstReview', '导入', '初审通过', now() - make_interval(secs => n) from generate_series(1, 12345) n`,
      [recordId],
    );
    const { rows } = await t.db.$client.query<{ chained: string }>(
      `select audit_chain_unsealed('credit_record_history') as chained`,
    );
    expect(Number(rows[0]!.chained)).toBe(12345);
    const report = (await trail(t)).credit_record_history!;
    expect(report.break).toBeUndefined();
    expect(report.checked).toBe(before + 12345);
  });
});

/**
 * Each case breaks one chain as only the database's owner could, names the row the verification
 * must report, and repairs nothing: the cases run in order on the chains the actions left.
 */
const tampering = [
  {
    name: 'a history row whose content was altered',
    chain: 'credit_record_history',
    kind: 'altered',
    tamper: async () => {
      const [, second] = await rowsOf('credit_record_history', 'record_id = $1', [recordId]);
      await asOwnerWithoutTriggers(t, `update credit_record_history set instructions = '初审退回' where id = $1`, [
        second!.id,
      ]);
      return second!.id;
    },
  },
  {
    name: 'an operation-log row removed',
    chain: 'operation_log',
    kind: 'missing',
    tamper: async () => {
      const [removed] = await rowsOf('operation_log', `object_id = $1`, [String(recordId)]);
      const [next] = await rowsOf('operation_log', 'chain_seq = $1', [removed!.seq + 1]);
      await asOwnerWithoutTriggers(t, 'delete from operation_log where id = $1', [removed!.id]);
      return next!.id;
    },
  },
  {
    name: 'an enterprise history row inserted out of chain',
    chain: 'change_history',
    kind: 'inserted',
    tamper: async () => {
      const inserted = await asOwnerWithoutTriggers(
        t,
        `insert into change_history (enterprise_id, history_type, operator_name, items)
         select enterprise_id, 0, operator_name, array['信用等级: C → A'] from change_history limit 1 returning id`,
      );
      return Number((inserted.rows as { id: string }[])[0]!.id);
    },
  },
] as const;

describe('a broken chain is named at its first broken row', () => {
  it.each(tampering)('names $name', async ({ chain, kind, tamper }) => {
    const id = await tamper();
    const report = (await trail(t))[chain]!;
    expect(report.break).toMatchObject({ kind, id });
    expect(report.break?.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T/);
  });
});
