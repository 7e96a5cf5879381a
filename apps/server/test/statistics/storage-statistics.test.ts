import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Table {
  key: string;
  rows: { label: string; values: number[] }[];
}
interface Storage {
  totals: { records: number; attachments: number; attachmentMegabytes: number; enterprises: number; staff: number };
  tables: Table[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const count = async (table: string) =>
  Number((await t.db.execute<{ n: string }>(sql.raw(`select count(*) as n from ${table}`))).rows[0]!.n);

describe('存储统计 (dataBoard_storage)', () => {
  it('counts what is stored now, per month over twelve months and cumulated', async () => {
    const headers = await t.authHeader('superAdmin');
    const res = await t.app.inject({ method: 'GET', url: '/api/statistics/storage', headers });
    expect(res.statusCode, res.body).toBe(200);
    const storage = res.json<{ extraData: Storage }>().extraData;
    expect(storage.totals).toMatchObject({
      records: await count('credit_record'),
      attachments: await count('annex'),
      enterprises: await count('enterprise'),
      staff: await count('enterprise_person'),
    });
    expect(storage.totals.attachments).toBeGreaterThan(0);
    expect(storage.totals.attachmentMegabytes).toBeGreaterThan(0);
    const table = (key: string) => storage.tables.find((one) => one.key === key)!;
    expect(table('growth').rows).toHaveLength(12);
    // The last month's cumulative figure is the total now.
    expect(table('cumulative').rows.at(-1)!.values).toEqual([
      storage.totals.records,
      storage.totals.attachments,
      storage.totals.enterprises,
      storage.totals.staff,
    ]);
    const types = table('fileTypes').rows;
    expect(types.reduce((sum, row) => sum + row.values[0]!, 0)).toBe(storage.totals.attachments);
    expect(types.length).toBeGreaterThan(0);

    const xlsx = await t.app.inject({ method: 'GET', url: '/api/statistics/storage?format=xlsx', headers });
    expect(xlsx.statusCode).toBe(200);
  });
});
