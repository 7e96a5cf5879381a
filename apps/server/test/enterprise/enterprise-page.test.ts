import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';

let t: TestApp;
let auth: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  auth = await t.authHeader('firstReview');
});
afterAll(() => t.close());

interface Row {
  enterpriseName: string;
  qualificationLevel: number | null;
  qualificationLevelDescription: string;
  enterpriseType: string;
  contactPhone: string;
}
type PageBody = {
  success: boolean;
  extraData: { pageData: Row[]; totalCount: number; pageIndex: number; pageSize: number };
};

const page = async (query: string) => {
  const res = await t.app.inject({ method: 'GET', url: `/api/enterprise/page${query}`, headers: auth });
  expect(res.statusCode).toBe(200);
  return res.json<PageBody>();
};

describe('GET /api/enterprise/page', () => {
  it('pages with the default page size of 10 inside extraData', async () => {
    const body = await page('');
    expect(body.success).toBe(true);
    expect(body.extraData).toMatchObject({ totalCount: 12, pageIndex: 1, pageSize: 10 });
    expect(body.extraData.pageData).toHaveLength(10);
    const second = await page('?pageIndex=2');
    expect(second.extraData.pageData).toHaveLength(2);
  });

  it('filters by qualification level and name, with labels and masked phones', async () => {
    const body = await page(`?qualificationLevel=3&enterpriseName=${encodeURIComponent('新筑')}`);
    expect(body.extraData.totalCount).toBe(1);
    const [row] = body.extraData.pageData;
    expect(row).toMatchObject({
      enterpriseName: '海南新筑工程造价咨询有限公司',
      qualificationLevel: 3,
      qualificationLevelDescription: '乙级（暂定期）',
    });
    expect(row?.contactPhone).toMatch(/^1\d{2}\*{4}\d{4}$/);
  });

  it('filters by enterprise type: the three demo bidding agencies (type 2)', async () => {
    const agencies = await page('?enterpriseType=2');
    expect(agencies.extraData.totalCount).toBe(3);
    expect(agencies.extraData.pageData.map((row) => row.enterpriseType)).toEqual(['2', '2', '2']);
  });

  it('reads filters left blank as absent and refuses a level that is not one', async () => {
    const blank = await page('?qualificationLevel=&enterpriseName=&socialCreditCode=&area=&enterpriseType=');
    expect(blank.extraData.totalCount).toBe(12);
    const wrong = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page?qualificationLevel=x',
      headers: auth,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: '请选择正确的资质等级' });
  });

  it('treats LIKE wildcards in the name filter literally', async () => {
    const body = await page(`?enterpriseName=${encodeURIComponent('%')}`);
    expect(body.extraData.totalCount).toBe(0);
  });

  it('filters by area: a district, a city or a province code', async () => {
    const names = async (area: string) =>
      (await page(`?area=${area}&pageSize=20`)).extraData.pageData.map((row) => row.enterpriseName);
    // 龙华区 (460106): demo enterprises #1, #5 and #9 (apps/server/src/db/seed/demo-enterprises.ts).
    expect(await names('460106')).toEqual([
      '海南华信工程造价咨询有限公司',
      '海南恒泰工程造价咨询有限公司',
      '海口明诚工程管理咨询有限公司',
    ]);
    expect(await names('460100')).toHaveLength(12);
    expect(await names('460000')).toHaveLength(12);
    expect(await names('460200')).toEqual([]);
  });

  it('refuses an area that is not a division code', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise/page?area=haikou', headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '请选择正确的地区' });
  });

  it('exports only the enterprises of the area filtered on', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page?format=xlsx&area=460106',
      headers: auth,
    });
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.rowCount).toBe(4);
    expect(sheet?.getRow(2).getCell(1).value).toBe('海南华信工程造价咨询有限公司');
  });

  it('exports the filtered list as a streamed xlsx named after the page', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page?format=xlsx&qualificationLevel=1',
      headers: auth,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('spreadsheetml');
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/企业查询\d{14}\.xlsx/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0];
    expect(sheet?.getRow(1).values).toEqual(expect.arrayContaining(['企业名称', '统一社会信用代码', '资质等级']));
    expect(sheet?.rowCount).toBe(5);
    expect(sheet?.getRow(2).getCell(3).value).toBe('甲级');
  });
});

const exportOf = (query: string) =>
  t.app.inject({ method: 'GET', url: `/api/enterprise/page?format=xlsx&${query}`, headers: auth });

describe('GET /api/enterprise/page?format=xlsx&columns=', () => {
  it('writes exactly the columns asked for, in their order', async () => {
    const res = await exportOf('columns=socialCreditCode,enterpriseName&area=460106');
    expect(res.statusCode).toBe(200);
    const [header, first] = await sheetValues(res.rawPayload);
    expect(header).toEqual(['统一社会信用代码', '企业名称']);
    expect(first?.[1]).toBe('海南华信工程造价咨询有限公司');
    const ordered = await sheetValues((await exportOf('columns=enterpriseName,socialCreditCode')).rawPayload);
    expect(ordered[0]).toEqual(['企业名称', '统一社会信用代码']);
  });

  it('writes the default columns when none are asked for', async () => {
    const [header] = await sheetValues((await exportOf('')).rawPayload);
    expect(header).toEqual(['企业名称', '统一社会信用代码', '资质等级', '联系人', '联系电话']);
  });

  it('refuses a column the list does not have', async () => {
    const res = await exportOf('columns=enterpriseName,nonsense');
    expect(res.statusCode).toBe(400);
    expect(res.json<{ success: boolean; message: string }>()).toMatchObject({
      success: false,
      message: '导出列不存在：nonsense',
    });
  });
});
