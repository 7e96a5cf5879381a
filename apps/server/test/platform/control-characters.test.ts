import { controlCharacterMessage, MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs } from '../../src/db/schema/index.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { SAMPLE } from './files-fixtures.ts';

/** Control characters are refused in every string a request carries, with the field named. */
let t: TestApp;
let admin: { authorization: string };
let ownEnterprise: { authorization: string };
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  admin = await t.authHeader('superAdmin');
  ownEnterprise = await t.authHeader('enterprise', { enterpriseId: 3 });
});
afterAll(() => t.close());

const refusal = (field: string) => ({
  success: false,
  message: controlCharacterMessage(field),
  extraData: null,
  errors: { [field]: controlCharacterMessage(field) },
});

describe('control characters', () => {
  it('refuses NUL in a query value of a public call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise/verify?enterpriseName=%00' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('enterpriseName'));
  });

  it('refuses NUL in the annex type of a signed-in call', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/annex/multip?type=%00', headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('type'));
  });

  it('refuses line breaks in query values and path parameters, which are single-line', async () => {
    const query = await t.app.inject({ method: 'GET', url: '/api/enterprise/verify?enterpriseName=a%0Ab' });
    expect(query.json()).toEqual(refusal('enterpriseName'));
    const param = await t.app.inject({ method: 'DELETE', url: '/api/system/menus/1%07', headers: admin });
    expect(param.statusCode).toBe(400);
    expect(param.json()).toEqual(refusal('id'));
  });

  it('names the nested field of a JSON body, and lets multi-line text keep its line breaks', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/recordpassrate/page',
      headers: admin,
      payload: { pageIndex: 1, pageSize: 10, enterprise: ['x\u001b[31m'] },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('enterprise[0]'));
    const introduction = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/updatecompanyintroduce',
      headers: ownEnterprise,
      payload: { enterpriseId: 3, introduce: '第一段\r\n\t第二段' },
    });
    expect(introduction.statusCode).toBe(200);
  });

  it('refuses a control character in a multipart field value and in a file name', async () => {
    const send = (form: ReturnType<typeof multipart>) =>
      t.app.inject({
        method: 'POST',
        url: '/api/enterprise/commitletter',
        payload: form.payload,
        headers: { ...form.headers, ...ownEnterprise },
      });
    const field = await send(multipart({ 'enterpriseAnnexes[0].fileType': '承诺书\u0000' }));
    expect(field.statusCode).toBe(400);
    expect(field.json()).toEqual(refusal('enterpriseAnnexes[0].fileType'));
    const file = await send(
      multipart({ 'enterpriseAnnexes[0].fileType': '承诺书' }, [
        { field: 'enterpriseAnnexes[0].file', fileName: '承诺\u0001书.pdf', content: SAMPLE.pdf },
      ]),
    );
    expect(file.statusCode).toBe(400);
    expect(file.json()).toEqual(refusal('enterpriseAnnexes[0].file'));
  });

  it('refuses a control character in the name of an imported workbook', async () => {
    const form = multipart({}, [{ field: 'File', fileName: '结果\u0008.xlsx', content: Buffer.from('x') }]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/practiceability/import',
      payload: form.payload,
      headers: { ...form.headers, ...(await t.authHeader('deptRegister')) },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(refusal('File'));
  });

  it('stores a user agent cleaned of control characters in the login log', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'user-agent': 'probe\u0000agent' },
      payload: { grant_type: 'password', username: 'nobody', password: 'wrong' },
    });
    expect(res.statusCode).toBeLessThan(500);
    const agents = (await t.db.select({ userAgent: loginLogs.userAgent }).from(loginLogs)).map((r) => r.userAgent);
    expect(agents).toContain('probeagent');
  });
});

describe('refusals before routing', () => {
  it('answers a path parameter too long for the router with the 400 envelope', async () => {
    const res = await t.app.inject({ method: 'DELETE', url: `/api/system/menus/${'1'.repeat(500)}`, headers: admin });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ success: false, message: MSG.inputTextTooLong, extraData: null });
  });
});
