import { CREDIT_RECORD_STATES, type StatTable } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { approveAtFinalReview } from './final-review.ts';

type Headers = Record<string, string>;
interface Answer {
  tables: StatTable[];
  total?: number;
}

let t: TestApp;
let leader: Headers;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  leader = await t.authHeader('deptLeader');
}, 120_000);
afterAll(() => t.close());

const PAGES: Record<string, string> = {
  behaviorRecord: '/api/creditregister/inforce',
  enterpriseInquire: '/api/enterprise/page',
  enterprisegrade: '/Charts/GetCostScorePageList',
};

async function statistics(url: string, headers: Headers = leader): Promise<Answer> {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<{ extraData: Answer }>().extraData;
}

/** The total the list behind a table gives with a cell's filter. */
async function listTotal(page: string, search: string, headers: Headers = leader): Promise<number> {
  const url = `${PAGES[page]}?${search}&pageIndex=1&pageSize=10`;
  const res =
    page === 'enterprisegrade'
      ? await t.app.inject({
          method: 'POST',
          url: PAGES[page]!,
          headers,
          payload: { ...Object.fromEntries(new URLSearchParams(search)), pageIndex: 1, pageSize: 10 },
        })
      : await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  const body = res.json<{ extraData?: { totalCount: number }; Data?: { TotalCount: number } }>();
  return body.extraData?.totalCount ?? body.Data!.TotalCount;
}

/** Every cell of every table that opens a list equals that list's total with the cell's filter. */
async function expectCellsMatchLists(answer: Answer) {
  let checked = 0;
  for (const table of answer.tables) {
    if (!table.page) continue;
    for (const row of table.rows)
      for (const [index, series] of table.series.entries()) {
        const search = [row.search, series.search].filter(Boolean).join('&');
        expect(await listTotal(table.page, search), `${table.key} ${row.label} ${series.title}`).toBe(
          row.values[index],
        );
        checked += 1;
      }
  }
  return checked;
}

const nonEmpty = (answer: Answer, key: string) => {
  const table = answer.tables.find((one) => one.key === key)!;
  expect(
    table.rows.some((row) => row.values.some((value) => value > 0)),
    key,
  ).toBe(true);
  return table;
};

describe('records statistics against their lists (docs/statistics-records.md)', () => {
  it('good and bad analysis: each figure is the total of the records list it opens', async () => {
    for (const creditType of [1, 2]) {
      const answer = await statistics(`/api/statistics/records?creditType=${creditType}&periodStart=2000-01-01`);
      for (const key of ['categories', 'contents', 'months', 'counties', 'units', 'enterprises']) nonEmpty(answer, key);
      const categories = answer.tables.find((one) => one.key === 'categories')!;
      expect(categories.rows.reduce((sum, row) => sum + row.values[0]!, 0)).toBe(answer.total);
      expect(await expectCellsMatchLists(answer)).toBeGreaterThan(10);
    }
  });

  it('proportions: each slice is the total of the list it opens, with and without an enterprise type', async () => {
    const all = await statistics('/api/statistics/proportion?periodStart=2000-01-01');
    for (const key of ['levels', 'qualifications', 'kinds', 'categories', 'counties']) nonEmpty(all, key);
    expect(await expectCellsMatchLists(all)).toBeGreaterThan(10);
    const typed = await statistics('/api/statistics/proportion?periodStart=2000-01-01&enterpriseType=1');
    // 企业信用排名 has no enterprise type filter: the levels of one type open nothing.
    expect(typed.tables.find((one) => one.key === 'levels')!.page).toBeUndefined();
    await expectCellsMatchLists(typed);
  });

  it('a record approved at the last desk moves the figure and its list together', async () => {
    const [waiting] = await t.db
      .select({
        id: creditRecords.id,
        creditType: creditRecords.creditType,
        category: creditRecords.behaviorCategoryName,
        determined: creditRecords.actDeterminationDate,
        enterpriseType: enterprises.enterpriseType,
      })
      .from(creditRecords)
      .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
      .where(
        and(
          eq(creditRecords.processStatus, CREDIT_RECORD_STATES.finalReview),
          inArray(creditRecords.creditType, [1, 2]),
        ),
      )
      .limit(1);
    expect(waiting, 'the demo data has a record waiting at 终审').toBeDefined();
    const { id, creditType, category, determined, enterpriseType } = waiting!;
    const period = `periodStart=${determined}&periodEnd=${determined}`;
    const search = `validity=published&determinationStart=${determined}&determinationEnd=${determined}&enterpriseType=${enterpriseType}&behaviorCategoryName=${encodeURIComponent(category)}&creditType=${creditType}`;
    const before = await listTotal('behaviorRecord', search);

    await approveAtFinalReview(t, id, leader);

    // A filter not asked before is counted afresh (the sums of a filter are kept 30 seconds).
    const after = await statistics(
      `/api/statistics/records?creditType=${creditType}&${period}&enterpriseType=${enterpriseType}`,
    );
    const row = after.tables.find((one) => one.key === 'categories')!.rows.find((one) => one.label === category)!;
    expect(row.values[0]).toBe(before + 1);
    expect(await listTotal('behaviorRecord', search)).toBe(before + 1);
  });

  it('refuses callers without the statistics and hostile queries', async () => {
    const enterprise = await t.authHeader('enterprise', { enterpriseId: 1 });
    for (const url of [
      '/api/statistics/records?creditType=1',
      '/api/statistics/proportion',
      '/api/statistics/storage',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: enterprise });
      expect(res.statusCode, url).toBe(403);
    }
    const review = await t.authHeader('deptReview');
    expect((await t.app.inject({ method: 'GET', url: '/api/statistics/storage', headers: review })).statusCode).toBe(
      403,
    );
    for (const url of [
      '/api/statistics/records?creditType=3',
      '/api/statistics/records',
      '/api/statistics/records?creditType=1&periodStart=2026-13-01',
      '/api/statistics/proportion?periodStart=2026-06-01&periodEnd=2026-01-01',
      "/api/statistics/proportion?enterpriseType=' or 1=1 --xxxxxxxxxxxxxxxxxxxxxxxx",
      '/api/creditregister/inforce?validity=everything',
      '/api/creditregister/inforce?area=46%27',
      '/api/creditregister/inforce?determinationStart=2026-06-01&determinationEnd=2026-01-01',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: leader });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(res.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });
});
