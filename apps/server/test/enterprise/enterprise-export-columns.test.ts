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
