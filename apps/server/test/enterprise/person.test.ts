import { MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENTERPRISE_FORBIDDEN } from '../../src/platform/access/enterprise-data.ts';
import { ID_CARD_FIXED, ID_CARD_TAKEN } from '../../src/modules/enterprise-person/person-service.ts';
import { withIdCardCheck } from '../../src/db/seed/codes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface PersonView {
  id: number;
  enterpriseId: number;
  name: string;
  idCard: string;
  phone: string;
  enabled: boolean;
  enabledDescription: string;
  qualificationDescription: string;
  createTime: string;
}

let t: TestApp;
let own: { authorization: string };
let other: { authorization: string };
let manager: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  own = await t.authHeader('enterprise', { enterpriseId: 1 });
  other = await t.authHeader('enterprise', { enterpriseId: 2 });
  manager = await t.authHeader('deptReview');
});
afterAll(() => t.close());

const get = (url: string, headers = own) => t.app.inject({ method: 'GET', url, headers });
const send = (method: 'POST' | 'PUT', url: string, payload: Record<string, unknown>, headers = own) =>
  t.app.inject({ method, url, payload, headers });
const page = async (query: string, headers = own) =>
  (await get(`/api/enterpriseperson/page?${query}`, headers)).json<{
    extraData: { pageData: (PersonView & { enterpriseName: string })[]; totalCount: number };
  }>().extraData;

const valid = {
  name: '王晓东',
  gender: 0,
  idCard: withIdCardCheck('46010619880506123'),
  phone: '13907561234',
  enabled: true,
  jobTitle: '2',
  qualification: ['1', '3'],
};

async function addValid(overrides: Record<string, unknown> = {}) {
  const response = await send('POST', '/api/enterpriseperson', { ...valid, ...overrides });
  expect(response.json()).toMatchObject({ success: true, message: MSG.added });
  return response.json<{ extraData: number }>().extraData;
}

describe('GET /api/enterpriseperson/page', () => {
  it("lists the own enterprise's staff with ID cards and mobiles masked", async () => {
    const { pageData, totalCount } = await page('pageIndex=1&pageSize=50');
    expect(totalCount).toBeGreaterThan(0);
    for (const person of pageData) {
      expect(person.enterpriseId).toBe(1);
      expect(person.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
      expect(person.idCard).toMatch(/^\d{3}\*{11}[\dX]{4}$/);
    }
  });

  it("refuses another enterprise's staff to an enterprise user", async () => {
    const response = await get('/api/enterpriseperson/page?enterpriseId=2');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: ENTERPRISE_FORBIDDEN });
  });

  it('lets management list across enterprises by enterprise name', async () => {
    const { pageData } = await page(`enterpriseName=${encodeURIComponent('正衡')}&pageSize=50`, manager);
    expect(pageData.length).toBeGreaterThan(0);
    expect(new Set(pageData.map((p) => p.enterpriseName))).toEqual(new Set(['海南正衡建设工程咨询有限公司']));
  });

  it('refuses a name filter over 40 characters', async () => {
    expect((await get(`/api/enterpriseperson/page?name=${'王'.repeat(41)}`)).statusCode).toBe(400);
  });
});

describe('adding and editing a person', () => {
  it.each([
    ['name', '', '请输入姓名'],
    ['name', '王'.repeat(51), '姓名不能超过50个字符'],
    ['gender', undefined, '请选择性别'],
    ['idCard', '', MSG.idCardRequired],
    ['idCard', '4601061988', MSG.idCardFormat],
    ['phone', '', MSG.mobileRequired],
    ['phone', '1390756123', MSG.contactPhoneFormat],
    ['enabled', undefined, '请选择状态'],
    ['jobTitle', '', '请选择职称'],
    ['jobTitle', 'zz', '请选择职称'],
    ['qualification', ['404'], '请选择执业资格'],
  ])('refuses %s=%j with 「%s」', async (field, value, message) => {
    const body: Record<string, unknown> = { ...valid, [field]: value };
    if (value === undefined) delete body[field];
    const response = await send('POST', '/api/enterpriseperson', body);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
  });

  it('adds, refuses the same ID card twice, edits with history, and keeps the ID card', async () => {
    const id = await addValid();
    expect((await send('POST', '/api/enterpriseperson', valid)).json()).toMatchObject({
      success: false,
      message: ID_CARD_TAKEN,
    });

    const single = (await get(`/api/enterpriseperson/single?id=${id}`)).json<{ extraData: PersonView }>().extraData;
    expect(single).toMatchObject({
      name: '王晓东',
      idCard: valid.idCard,
      phone: valid.phone,
      qualificationDescription: '一级造价工程师、一级建造师',
    });
    expect(single.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    const changedCard = await send('PUT', '/api/enterpriseperson', {
      ...valid,
      id,
      idCard: withIdCardCheck('11010119900101456'),
    });
    expect(changedCard.json()).toMatchObject({ success: false, message: ID_CARD_FIXED });

    const edited = await send('PUT', '/api/enterpriseperson', { ...valid, id, name: '王晓冬' });
    expect(edited.json()).toMatchObject({ success: true, message: MSG.edited });
    const history = (await get(`/api/enterprise/history?historyType=1&id=${id}`)).json<{
      extraData: { pageData: { items: string[] }[] };
    }>().extraData.pageData;
    expect(history[0]?.items).toEqual(['姓名: 王晓东 → 王晓冬']);
    expect(history.at(-1)?.items[0]).toBe('新增人员');
  });

  it('marks a person as left (离职)', async () => {
    const id = await addValid({ idCard: withIdCardCheck('11010119900101123'), name: '李离职' });
    const response = await send('PUT', '/api/enterpriseperson/enable', { id, enabled: false });
    expect(response.json()).toMatchObject({ success: true });
    const single = (await get(`/api/enterpriseperson/single?id=${id}`)).json<{ extraData: PersonView }>().extraData;
    expect(single).toMatchObject({ enabled: false, enabledDescription: '离职' });
    const left = await page('state=false&pageSize=50');
    expect(left.pageData.map((p) => p.id)).toContain(id);
    expect((await page('state=true&pageSize=50')).pageData.map((p) => p.id)).not.toContain(id);
  });
});

describe("another enterprise's person", () => {
  it('is refused for every read and write', async () => {
    const { pageData } = await page('pageSize=1', other);
    const foreign = pageData[0];
    if (!foreign) throw new Error('enterprise 2 has no staff');
    expect((await get(`/api/enterpriseperson/single?id=${foreign.id}`)).statusCode).toBe(403);
    expect((await get(`/api/enterprise/history?historyType=1&id=${foreign.id}`)).statusCode).toBe(403);
    expect(
      (await send('PUT', '/api/enterpriseperson', { ...valid, id: foreign.id, idCard: undefined })).statusCode,
    ).toBe(403);
    expect((await send('PUT', '/api/enterpriseperson/enable', { id: foreign.id, enabled: false })).statusCode).toBe(
      403,
    );
    expect((await send('POST', '/api/enterpriseperson', { ...valid, enterpriseId: 2 })).statusCode).toBe(403);
    const untouched = (await get(`/api/enterpriseperson/single?id=${foreign.id}`, other)).json<{
      extraData: PersonView;
    }>().extraData;
    expect(untouched.enabled).toBe(foreign.enabled);
  });

  it('is read-only for management', async () => {
    const { pageData } = await page('pageSize=1', other);
    const foreign = pageData[0];
    if (!foreign) throw new Error('enterprise 2 has no staff');
    const single = (await get(`/api/enterpriseperson/single?id=${foreign.id}`, manager)).json<{
      extraData: PersonView;
    }>().extraData;
    expect(single.idCard).toMatch(/\*/);
    expect(
      (await send('PUT', '/api/enterpriseperson/enable', { id: foreign.id, enabled: false }, manager)).statusCode,
    ).toBe(403);
  });
});
