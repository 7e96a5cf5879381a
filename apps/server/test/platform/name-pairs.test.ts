import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisePersons, enterprises } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp();
  auth = await t.authHeader('superAdmin');
});
afterAll(() => t.close());

interface Page<Row> {
  extraData: { pageData: Row[]; totalCount: number };
}

async function list<Row>(url: string, query: Record<string, string | number>): Promise<Page<Row>['extraData']> {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]): [string, string] => [key, String(value)]),
  );
  const res = await t.app.inject({ method: 'GET', url: `${url}?${search.toString()}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<Page<Row>>().extraData;
}

const enterpriseNames = async (query: Record<string, string | number>) => {
  const page = await list<{ enterpriseName: string }>('/api/enterprise/page', { pageSize: 40, ...query });
  return { total: page.totalCount, names: page.pageData.map((row) => row.enterpriseName) };
};

const staffNames = async (query: Record<string, string | number>) => {
  const page = await list<{ name: string; enabled: boolean }>('/api/enterpriseperson/page', { pageSize: 40, ...query });
  return { total: page.totalCount, names: page.pageData.map((row) => `${row.name}${row.enabled ? '' : '(离职)'}`) };
};

async function addPerson(enterpriseId: number, name: string, idCard: string) {
  const [row] = await t.db
    .insert(enterprisePersons)
    .values({ enterpriseId, name, gender: 0, idCard, phone: '13800138000', jobTitle: '1' })
    .returning({ id: enterprisePersons.id });
  return row!.id;
}

describe('two-character name searches, read from the names’ pairs', () => {
  it('find the enterprises whose name holds the pair, alone or at a level, in the list’s order', async () => {
    const first = await insertTestEnterprise(t.db, 'P00000000000000001', '海南华信工程咨询有限公司');
    const second = await insertTestEnterprise(t.db, 'P00000000000000002', '华兴信达造价有限公司');
    const third = await insertTestEnterprise(t.db, 'P00000000000000003', '信华信华咨询ABc有限公司');
    await t.db.update(enterprises).set({ qualificationLevel: 1 }).where(eq(enterprises.id, third));

    expect(await enterpriseNames({ enterpriseName: '华信' })).toEqual({
      total: 2,
      names: ['海南华信工程咨询有限公司', '信华信华咨询ABc有限公司'],
    });
    expect(await enterpriseNames({ enterpriseName: '华信', qualificationLevel: 1 })).toEqual({
      total: 1,
      names: ['信华信华咨询ABc有限公司'],
    });
    expect(await enterpriseNames({ enterpriseName: 'bC' })).toEqual({ total: 1, names: ['信华信华咨询ABc有限公司'] });
    expect((await enterpriseNames({ enterpriseName: '有限' })).total).toBe(3);
    // A page past the first is read from the same order.
    const paged = await list<{ id: number }>('/api/enterprise/page', {
      enterpriseName: '有限',
      pageSize: 1,
      pageIndex: 2,
    });
    expect(paged.pageData.map((row) => row.id)).toEqual([second]);
    expect(first).toBeLessThan(second);
  });

  it('follow a renamed, re-levelled or removed enterprise', async () => {
    const id = await insertTestEnterprise(t.db, 'P00000000000000004', '海口正衡工程咨询有限公司');
    expect((await enterpriseNames({ enterpriseName: '正衡' })).names).toEqual(['海口正衡工程咨询有限公司']);

    await t.db.update(enterprises).set({ enterpriseName: '海口天平工程咨询有限公司' }).where(eq(enterprises.id, id));
    expect((await enterpriseNames({ enterpriseName: '正衡' })).total).toBe(0);
    expect((await enterpriseNames({ enterpriseName: '天平' })).names).toEqual(['海口天平工程咨询有限公司']);

    await t.db.update(enterprises).set({ qualificationLevel: 3 }).where(eq(enterprises.id, id));
    expect((await enterpriseNames({ enterpriseName: '天平', qualificationLevel: 2 })).total).toBe(0);
    expect((await enterpriseNames({ enterpriseName: '天平', qualificationLevel: 3 })).total).toBe(1);

    // Another column changed leaves the pairs as they are.
    await t.db.update(enterprises).set({ contactPerson: '王五' }).where(eq(enterprises.id, id));
    expect((await enterpriseNames({ enterpriseName: '天平', qualificationLevel: 3 })).total).toBe(1);

    await t.db.delete(enterprises).where(eq(enterprises.id, id));
    expect((await enterpriseNames({ enterpriseName: '天平' })).total).toBe(0);
  });

  it('find staff across enterprises, in service first, and follow a leave, a rename and a removal', async () => {
    const enterpriseId = await insertTestEnterprise(t.db, 'P00000000000000005', '海南宏图造价咨询有限公司');
    const older = await addPerson(enterpriseId, '王建国', '460100199001010011');
    const newer = await addPerson(enterpriseId, '王建', '460100199001010022');
    await addPerson(enterpriseId, '李王建', '460100199001010033');
    await addPerson(enterpriseId, '王一建', '460100199001010044');

    expect(await staffNames({ name: '王建' })).toEqual({ total: 3, names: ['李王建', '王建', '王建国'] });

    await t.db.update(enterprisePersons).set({ enabled: false }).where(eq(enterprisePersons.id, newer));
    expect(await staffNames({ name: '王建' })).toEqual({ total: 3, names: ['李王建', '王建国', '王建(离职)'] });
    expect(await staffNames({ name: '王建', state: 'false' })).toEqual({ total: 1, names: ['王建(离职)'] });
    expect((await staffNames({ name: '王建', state: 'true' })).total).toBe(2);

    await t.db.update(enterprisePersons).set({ name: '王健国' }).where(eq(enterprisePersons.id, older));
    expect((await staffNames({ name: '王建' })).names).toEqual(['李王建', '王建(离职)']);
    expect((await staffNames({ name: '健国' })).names).toEqual(['王健国']);

    // The enterprise's removal removes its staff, and their pairs with them.
    await t.db.delete(enterprises).where(eq(enterprises.id, enterpriseId));
    expect((await staffNames({ name: '王建' })).total).toBe(0);
  });
});
