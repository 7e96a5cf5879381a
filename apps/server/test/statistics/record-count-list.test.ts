import { CREDIT_RECORD_STATES } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises } from '../../src/db/schema/index.ts';
import { STATISTICS_FRESH_MS } from '../../src/modules/statistics/records-access.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { approveAtFinalReview } from './final-review.ts';
import { onceKeptExpired } from './kept-figures.ts';

type Headers = Record<string, string>;
interface CountRow {
  enterpriseId: number;
  socialCreditCode: string;
  enterpriseName: string;
  county: string;
  countyName: string;
  total: number;
  good: number;
  bad: number;
  bonus: number;
  inForce: number;
  endedEarly: number;
  appealed: number;
  repaired: number;
}

let t: TestApp;
let leader: Headers;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  leader = await t.authHeader('deptLeader');
}, 120_000);
afterAll(() => t.close());

const PERIOD = 'periodStart=2000-01-01';

async function page(search: string, headers: Headers = leader) {
  const res = await t.app.inject({ method: 'GET', url: `/api/statistics/recordcount?${search}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ extraData: { pageData: CountRow[]; totalCount: number } }>().extraData;
}

async function records(search: string) {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/creditregister/inforce?${search}&pageIndex=1&pageSize=10`,
    headers: leader,
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ extraData: { totalCount: number } }>().extraData.totalCount;
}

/** What 信用行为记录 is opened with from each count of the web's 信用记录统计 (record-count-links.ts). */
const COUNT_SEARCH: Record<string, string> = {
  total: '',
  good: 'creditType=1&bonus=0',
  bad: 'creditType=2',
  bonus: 'bonus=1',
  inForce: 'validity=inForce',
  endedEarly: 'validity=ended',
};

describe('信用记录统计 (creditRecordCount, docs/statistics-records.md)', () => {
  it('counts each enterprise’s records as 信用行为记录 lists them, most records first', async () => {
    const { pageData, totalCount } = await page(`${PERIOD}&pageIndex=1&pageSize=10`);
    expect(totalCount).toBeGreaterThan(1);
    expect(pageData.map((row) => row.total)).toEqual([...pageData.map((row) => row.total)].sort((a, b) => b - a));
    for (const row of pageData.slice(0, 4)) {
      expect(row.good + row.bad + row.bonus).toBe(row.total);
      expect(row.countyName).not.toBe('');
      for (const [count, extra] of Object.entries(COUNT_SEARCH)) {
        const search = new URLSearchParams({
          validity: 'published',
          determinationStart: '2000-01-01',
          socialCreditCode: row.socialCreditCode,
        });
        for (const [key, value] of new URLSearchParams(extra)) search.set(key, value);
        expect(await records(search.toString()), `${row.socialCreditCode} ${count}`).toBe(row[count as keyof CountRow]);
      }
    }
    const summed = (await page(`${PERIOD}&pageIndex=1&pageSize=40`)).pageData;
    for (const key of ['bonus', 'inForce', 'endedEarly', 'appealed'] as const)
      expect(
        summed.some((row) => row[key] > 0),
        key,
      ).toBe(true);
  });

  it('filters by name, type and area, and exports', async () => {
    const [first] = (await page(`${PERIOD}&pageIndex=1&pageSize=1`)).pageData;
    const named = await page(
      `${PERIOD}&enterpriseName=${encodeURIComponent(first!.enterpriseName)}&pageIndex=1&pageSize=40`,
    );
    expect(named.pageData.map((row) => row.enterpriseId)).toContain(first!.enterpriseId);
    const inCounty = await page(`${PERIOD}&area=${first!.county}&pageIndex=1&pageSize=40`);
    expect(inCounty.pageData.every((row) => row.county === first!.county)).toBe(true);
    expect(inCounty.pageData.map((row) => row.enterpriseId)).toContain(first!.enterpriseId);
    const none = await page(
      `${PERIOD}&enterpriseName=${encodeURIComponent('不存在的企业名称')}&pageIndex=1&pageSize=10`,
    );
    expect(none.totalCount).toBe(0);
    const xlsx = await t.app.inject({
      method: 'GET',
      url: `/api/statistics/recordcount?${PERIOD}&format=xlsx`,
      headers: leader,
    });
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
  });

  it('keeps a filter’s sums for its pages, and shows a record approved at the last desk once they are recounted', async () => {
    const [waiting] = await t.db
      .select({
        id: creditRecords.id,
        determined: creditRecords.actDeterminationDate,
        name: enterprises.enterpriseName,
      })
      .from(creditRecords)
      .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
      .where(eq(creditRecords.processStatus, CREDIT_RECORD_STATES.finalReview))
      .limit(1);
    expect(waiting, 'the demo data has a record waiting at 终审').toBeDefined();
    const { id, determined, name } = waiting!;
    const search = `periodStart=${determined}&periodEnd=${determined}&enterpriseName=${encodeURIComponent(name)}&pageIndex=1&pageSize=40`;
    const totalOf = (answer: { pageData: CountRow[] }) =>
      answer.pageData.find((row) => row.enterpriseName === name)?.total ?? 0;
    const before = totalOf(await page(search));

    await approveAtFinalReview(t, id, leader);
    // The filter's sums are kept: its pages agree with each other until they are recounted.
    expect(totalOf(await page(search))).toBe(before);
    expect(totalOf(await onceKeptExpired(STATISTICS_FRESH_MS, () => page(search)))).toBe(before + 1);
  });

  it('refuses enterprise users and hostile filters', async () => {
    const enterprise = await t.authHeader('enterprise', { enterpriseId: 1 });
    const refused = await t.app.inject({ method: 'GET', url: '/api/statistics/recordcount', headers: enterprise });
    expect(refused.statusCode).toBe(403);
    for (const search of ['periodStart=2026-02-30', 'area=abc', 'periodStart=2026-06-01&periodEnd=2026-01-01']) {
      const res = await t.app.inject({ method: 'GET', url: `/api/statistics/recordcount?${search}`, headers: leader });
      expect(res.statusCode, search).toBe(400);
    }
  });
});
