import { EXACT_COUNT_CAP } from '@credit/rules';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { GENERATED_ROWS, generateListData } from './list-explain-data.ts';
import { seal } from '../../src/platform/personal-data/index.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  await generateListData(t.db);
  auth = await t.authHeader('superAdmin');
}, 120_000);
afterAll(() => t.close());

interface Page {
  pageData: { id: number; enterpriseName: string }[];
  totalCount: number;
}

async function enterprisePage(query: string): Promise<Page> {
  const res = await t.app.inject({ method: 'GET', url: `/api/enterprise/page?${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<{ extraData: Page }>().extraData;
}

async function idsInOrder(where: string, offset: number, limit: number): Promise<number[]> {
  const { rows } = await t.db.$client.query<{ id: number }>(
    `select id from enterprise where ${where} order by id offset $1 limit $2`,
    [offset, limit],
  );
  return rows.map((row) => row.id);
}

const exactCount = async (where: string) =>
  (await t.db.$client.query<{ n: number }>(`select count(*)::int as n from enterprise where ${where}`)).rows[0]?.n;

describe('a list total', () => {
  it('is the planner’s estimate above the cap, close to the real count', async () => {
    const real = await exactCount('true');
    expect(real).toBeGreaterThan(EXACT_COUNT_CAP);
    const page = await enterprisePage('pageIndex=1&pageSize=10');
    expect(page.totalCount).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(Math.abs(page.totalCount - (real ?? 0))).toBeLessThan(GENERATED_ROWS * 0.05);
    expect(page.pageData.map((row) => row.id)).toEqual(await idsInOrder('true', 0, 10));
  });

  it('is exact at or under the cap, and counts a new row at once', async () => {
    const where = `enterprise_name like '正衡%'`;
    const before = await enterprisePage('enterpriseName=正衡&pageIndex=3&pageSize=20');
    expect(before.totalCount).toBe(await exactCount(where));
    expect(before.pageData.map((row) => row.id)).toEqual(await idsInOrder(where, 40, 20));
    await t.db.$client.query(
      `insert into enterprise (social_credit_code, enterprise_name, legal_representative, corporate_id_card_cipher, province,
         area, county, enterprise_type, registered_capital, contact_person, contact_phone_cipher, email, establishment_date,
         office_address, registered_address, business_scope)
       values ('T99999999999999999', '正衡新设工程咨询有限公司', '张三', $1, '460000', '460100',
         '46010000', '工程造价咨询', 100, '李四', $2, 'a@b.cn', '2020-01-01', '地址', '地址', '范围')`,
      [
        seal('idCard', 'enterprise.corporate_id_card', '460100199001011234'),
        seal('phone', 'enterprise.contact_phone', '13800138000'),
      ],
    );
    const after = await enterprisePage('enterpriseName=正衡&pageIndex=3&pageSize=20');
    expect(after.totalCount).toBe(before.totalCount + 1);
  });

  it('is exact above the cap for a two-character name, from the counts the database keeps', async () => {
    // Every generated name holds 工程.
    const page = await enterprisePage('enterpriseName=工程&pageIndex=2&pageSize=10');
    expect(page.totalCount).toBeGreaterThan(EXACT_COUNT_CAP);
    expect(page.totalCount).toBe(await exactCount(`enterprise_name like '%工程%'`));
    const atLevel = await enterprisePage('enterpriseName=工程&qualificationLevel=2&pageIndex=1&pageSize=10');
    expect(atLevel.totalCount).toBe(await exactCount(`enterprise_name like '%工程%' and qualification_level = 2`));
  });

  it('gives whole pages that reach past the rows counted up to the cap, first asked or again', async () => {
    // Every generated name holds 工程咨: a name search of more rows than the cap, not yet asked for.
    for (const pageIndex of [251, 300, 251]) {
      const page = await enterprisePage(`enterpriseName=工程咨&pageIndex=${pageIndex}&pageSize=40`);
      expect(page.totalCount).toBeGreaterThan(EXACT_COUNT_CAP);
      const expected = await idsInOrder(`enterprise_name like '%工程咨%'`, (pageIndex - 1) * 40, 40);
      expect(expected).toHaveLength(40);
      expect(page.pageData.map((row) => row.id)).toEqual(expected);
    }
  });

  it('is counted once when many ask at once for a large filter not yet counted, and each gets its own page', async () => {
    // Every generated name holds 程咨询: a name search of more rows than the cap, not yet asked for.
    const pageIndexes = [1, 1, 2, 3, 1, 4, 2, 5];
    // Every statement the app's connections run meanwhile, seen on each connection it takes.
    const statements: string[] = [];
    const watched = new Set<pg.PoolClient>();
    const watch = (client: pg.PoolClient) => {
      if (watched.has(client)) return;
      watched.add(client);
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      vi.spyOn(client, 'query').mockImplementation((...args: unknown[]) => {
        statements.push(JSON.stringify(args[0]));
        return query(...args);
      });
    };
    t.db.$client.on('acquire', watch);
    let pages: Page[];
    try {
      pages = await Promise.all(
        pageIndexes.map((pageIndex) => enterprisePage(`enterpriseName=程咨询&pageIndex=${pageIndex}&pageSize=10`)),
      );
    } finally {
      t.db.$client.off('acquire', watch);
      vi.restoreAllMocks();
    }
    const numbered = statements.filter((statement) => statement.includes('row_number() over'));
    expect(numbered).toHaveLength(1);
    expect(new Set(pages.map((page) => page.totalCount)).size).toBe(1);
    for (const [index, page] of pages.entries()) {
      expect(page.totalCount).toBeGreaterThan(EXACT_COUNT_CAP);
      expect(page.pageData.map((row) => row.id)).toEqual(
        await idsInOrder(`enterprise_name like '%程咨询%'`, ((pageIndexes[index] ?? 1) - 1) * 10, 10),
      );
    }
  });

  it('is 0 with an empty page past the end of a small list', async () => {
    const page = await enterprisePage('enterpriseName=不存在的企业&pageIndex=2&pageSize=10');
    expect(page).toMatchObject({ totalCount: 0, pageData: [] });
    const beyond = await enterprisePage('enterpriseName=正衡&pageIndex=999&pageSize=40');
    expect(beyond.totalCount).toBe(await exactCount(`enterprise_name like '正衡%'`));
    expect(beyond.pageData).toEqual([]);
  });

  it('keeps a large total while it is re-counted once in the background, then counts exactly when it has shrunk', async () => {
    const query = 'enterpriseName=工程咨&pageIndex=2&pageSize=10';
    const large = await enterprisePage(query);
    expect(large.totalCount).toBeGreaterThan(EXACT_COUNT_CAP);
    await t.db.$client.query(
      `update enterprise set enterprise_name = replace(enterprise_name, '工程', '建筑')
        where enterprise_name like '%工程%' and id > (select min(id) + 100 from enterprise)`,
    );
    const remaining = await exactCount(`enterprise_name like '%工程咨%'`);
    vi.useFakeTimers({ toFake: ['Date'] });
    try {
      vi.setSystemTime(Date.now() + 15_000);
      expect((await enterprisePage(query)).totalCount).toBe(large.totalCount);
      await vi.waitFor(async () => expect((await enterprisePage(query)).totalCount).toBe(remaining), {
        timeout: 5_000,
      });
    } finally {
      vi.useRealTimers();
    }
  });
});
