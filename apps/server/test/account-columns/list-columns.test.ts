import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';

interface Choice {
  listKey: string;
  columns: string[];
}
interface Envelope<T> {
  success: boolean;
  message: string;
  extraData: T;
}
type Auth = { authorization: string };

let t: TestApp;
let reviewer: Auth;
let colleague: Auth;
beforeAll(async () => {
  t = await buildTestApp();
  reviewer = await t.authHeader('firstReview');
  colleague = await t.authHeader('firstReview');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  t.app.inject({ method, url: `/api/account/listcolumns${url}`, headers, payload });
const choiceOf = async (listKey: string, headers = reviewer) =>
  (await call('GET', `/${listKey}`, headers)).json<Envelope<Choice | null>>().extraData;
const save = (listKey: string, columns: string[], headers = reviewer) =>
  call('PUT', `/${listKey}`, headers, { columns });

describe('列设置 API (/api/account/listcolumns)', () => {
  it('keeps the columns a user shows, in the order chosen, and reads them back', async () => {
    expect(await choiceOf('enterprise')).toBeNull();
    const saved = await save('enterprise', ['contactPhone', 'enterpriseName', 'socialCreditCode']);
    expect(saved.statusCode).toBe(200);
    expect(saved.json<Envelope<Choice>>().message).toBe('列设置已保存');
    expect(await choiceOf('enterprise')).toEqual({
      listKey: 'enterprise',
      columns: ['contactPhone', 'enterpriseName', 'socialCreditCode'],
    });

    await save('enterprise', ['socialCreditCode', 'contactPhone']);
    await save('enterpriseRecord', ['behaviorDescription', 'registerNumber']);
    const all = await call('GET', '', reviewer);
    expect(all.json<Envelope<Choice[]>>().extraData).toEqual([
      { listKey: 'enterprise', columns: ['socialCreditCode', 'contactPhone'] },
      { listKey: 'enterpriseRecord', columns: ['behaviorDescription', 'registerNumber'] },
    ]);
  });

  it("touches only the caller's own choice", async () => {
    await save('person', ['name'], colleague);
    await save('person', ['idCard', 'name']);
    expect((await choiceOf('person', colleague))?.columns).toEqual(['name']);
    await call('DELETE', '/person', reviewer);
    expect(await choiceOf('person')).toBeNull();
    expect((await choiceOf('person', colleague))?.columns).toEqual(['name']);
  });

  it('restores the defaults by forgetting the choice', async () => {
    await save('holiday', ['day']);
    const reset = await call('DELETE', '/holiday', reviewer);
    expect(reset.statusCode).toBe(200);
    expect(reset.json<Envelope<null>>().message).toBe('已恢复默认列');
    expect(await choiceOf('holiday')).toBeNull();
  });

  it.each([
    ['an unknown list', 'nonsense', ['enterpriseName'], '列表不存在：nonsense'],
    ['an unknown column', 'enterprise', ['enterpriseName', 'password'], '列不存在：password'],
    ['a column twice', 'enterprise', ['enterpriseName', 'enterpriseName'], '列重复：enterpriseName'],
    ['no column', 'enterprise', [], '请至少选择一列'],
    ["a prototype's key", 'constructor', ['enterpriseName'], '列表不存在：constructor'],
    ["a prototype's key as a column", 'enterprise', ['toString'], '列不存在：toString'],
  ])('refuses %s with 400 and says why', async (_case, listKey, columns, message) => {
    const res = await save(listKey, columns);
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<null>>()).toMatchObject({ success: false, message });
  });

  it('refuses hostile input with 400, never 500', async () => {
    const bodies: unknown[] = [
      null,
      'enterpriseName',
      { columns: 'enterpriseName' },
      { columns: [1, 2] },
      {
        columns: Array.from({ length: 101 }, () => 'enterpriseName'),
      },
      { columns: ['x'.repeat(61)] },
    ];
    for (const body of bodies) {
      const res = await t.app.inject({
        method: 'PUT',
        url: '/api/account/listcolumns/enterprise',
        headers: { ...reviewer, 'content-type': 'application/json' },
        payload: JSON.stringify(body),
      });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
    }
    const long = await call('GET', `/${'a'.repeat(500)}`, reviewer);
    expect(long.statusCode).toBe(400);
    const encoded = await call('GET', `/${encodeURIComponent("enterprise'; drop table x;--")}`, reviewer);
    expect(encoded.statusCode).toBe(400);
  });

  it('refuses a caller who has not signed in', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/account/listcolumns' });
    expect(res.statusCode).toBe(401);
  });

  it('has the export write the saved columns in their order', async () => {
    await save('enterprise', ['contactPerson', 'enterpriseName', 'socialCreditCode']);
    const choice = await choiceOf('enterprise');
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/enterprise/page?format=xlsx&columns=${choice?.columns.join(',')}`,
      headers: reviewer,
    });
    expect(res.statusCode).toBe(200);
    const [header] = await sheetValues(res.rawPayload);
    expect(header).toEqual(['联系人', '企业名称', '统一社会信用代码']);
  });
});
