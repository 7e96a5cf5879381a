import fs from 'node:fs/promises';
import path from 'node:path';
import { CREDIT_CODE_FORMAT, CREDIT_CODE_REQUIRED, fileTooLarge, FUTURE_DATE_MESSAGE, MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FILE_NAME_INVALID } from '../../src/platform/files/index.ts';
import { FILE_LINK_EXPIRED } from '../../src/modules/annex/routes.ts';
import { ENTERPRISE_FORBIDDEN } from '../../src/platform/access/enterprise-data.ts';
import { CREDIT_CODE_FIXED } from '../../src/modules/enterprise/profile-service.ts';
import { demoCreditCode } from '../../src/db/seed/codes.ts';
import { CREDIT_CODE_TAKEN, REGISTERED } from '../../src/modules/enterprise/registration-service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart, type MultipartFilePart } from '../helpers/multipart.ts';
import { SAMPLE } from '../platform/files-fixtures.ts';

interface Profile extends Record<string, unknown> {
  id: number;
  socialCreditCode: string;
  enterpriseName: string;
  contactPhone: string;
  corporateIDCard: string;
  enterpriseAnnexes: { id: number; fileType: string; fileName: string; relativePath: string }[];
}

let t: TestApp;
let own: { authorization: string };
let other: { authorization: string };
let manager: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  own = await t.authHeader('enterprise', { enterpriseId: 1 });
  other = await t.authHeader('enterprise', { enterpriseId: 2 });
  manager = await t.authHeader('firstReview');
});
afterAll(() => t.close());

const get = (url: string, headers: { authorization: string } | undefined = own) =>
  t.app.inject({ method: 'GET', url, headers });
const profileOf = async (headers = own, id?: number) =>
  (await get(`/api/enterprise/single${id ? `?id=${id}` : ''}`, headers)).json<{ extraData: Profile }>().extraData;
const historyCount = async () =>
  (await get('/api/enterprise/history?historyType=0&pageSize=100')).json<{ extraData: { totalCount: number } }>()
    .extraData.totalCount;
const storedFileCount = async () =>
  (await fs.readdir(path.join(t.dataDir, 'files'), { recursive: true, withFileTypes: true }).catch(() => [])).filter(
    (e) => e.isFile(),
  ).length;

/** The form as the edit dialog sends it: every field of the profile, plus changes. */
async function editForm(changes: Record<string, string | null> = {}) {
  const profile = await profileOf();
  const fields: Record<string, string | null> = {};
  for (const key of [
    'enterpriseName',
    'legalRepresentative',
    'corporateIDCard',
    'province',
    'area',
    'county',
    'enterpriseType',
    'registeredCapital',
    'contactPerson',
    'contactPhone',
    'fixedTelephone',
    'email',
    'enterpriseURL',
    'enterpriseEstablishmentTime',
    'officeAddress',
    'registeredAddress',
    'businessscope',
  ]) {
    const value = profile[key];
    fields[key] = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  }
  return { ...fields, ...changes };
}

const letter = (fileName = '承诺书.pdf', content = SAMPLE.pdf): MultipartFilePart => ({
  field: 'enterpriseAnnexes[0].file',
  fileName,
  content,
});
const licence: MultipartFilePart = {
  field: 'enterpriseAnnexes[1].file',
  fileName: '营业执照.png',
  content: SAMPLE.png,
};
const annexTypes = { 'enterpriseAnnexes[0].fileType': '承诺书', 'enterpriseAnnexes[1].fileType': '营业执照' };

const put = (
  fields: Record<string, string | null | undefined>,
  files: MultipartFilePart[] = [letter(), licence],
  headers = own,
) => t.app.inject({ method: 'PUT', url: '/api/enterprise', ...withHeaders(multipart(fields, files), headers) });
const withHeaders = (body: ReturnType<typeof multipart>, headers: { authorization: string }) => ({
  payload: body.payload,
  headers: { ...body.headers, ...headers },
});

describe('GET /api/enterprise/single', () => {
  it('reads an empty id as none and refuses one that is not an id', async () => {
    expect((await get('/api/enterprise/single?id=')).json<{ extraData: Profile }>().extraData.id).toBe(1);
    const wrong = await get('/api/enterprise/single?id=abc');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ success: false, message: '请指定正确的企业' });
  });

  it('gives an enterprise user its own enterprise without an id, with labels', async () => {
    const profile = await profileOf();
    expect(profile.id).toBe(1);
    expect(profile).toMatchObject({
      province: '460000',
      provinceName: '海南省',
      areaName: '海口市',
      enterpriseDescription: '工程造价咨询企业',
    });
  });

  it("refuses an enterprise user another enterprise's profile", async () => {
    const response = await get('/api/enterprise/single?id=2');
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ success: false, message: ENTERPRISE_FORBIDDEN });
  });

  it('lets management read any enterprise, named by id, with the ID card and mobile masked', async () => {
    const whole = await profileOf();
    const read = await profileOf(manager, 1);
    expect(read.id).toBe(1);
    expect(whole.contactPhone).toMatch(/^1\d{10}$/);
    expect(read.contactPhone).toBe(`${whole.contactPhone.slice(0, 3)}****${whole.contactPhone.slice(7)}`);
    expect(read.corporateIDCard).toBe(
      `${whole.corporateIDCard.slice(0, 3)}***********${whole.corporateIDCard.slice(14)}`,
    );
    expect((await get('/api/enterprise/single', manager)).statusCode).toBe(400);
  });
});

describe('GET /api/enterprise/verify', () => {
  it("answers true for another enterprise's name and false for one's own", async () => {
    const second = await profileOf(manager, 2);
    const first = await profileOf();
    const verify = async (name: string, id?: number) =>
      (
        await get(
          `/api/enterprise/verify?enterpriseName=${encodeURIComponent(name)}${id ? `&id=${id}` : ''}`,
          undefined,
        )
      ).json<{ extraData: boolean }>().extraData;
    expect(await verify(second.enterpriseName, 1)).toBe(true);
    expect(await verify(first.enterpriseName, 1)).toBe(false);
    expect(await verify('海南从未注册过的工程咨询公司')).toBe(false);
  });
});

describe('PUT /api/enterprise', () => {
  it('saves the form with its attachments and writes every change to the history', async () => {
    const before = await historyCount();
    const response = await put({
      ...(await editForm({ registeredCapital: '888.123456', contactPerson: '符小明' })),
      ...annexTypes,
    });
    expect(response.json()).toMatchObject({ success: true, message: MSG.edited });
    const profile = await profileOf();
    expect(profile).toMatchObject({
      registeredCapital: 888.123456,
      contactPerson: '符小明',
      commitLetterSubmitted: true,
    });
    expect(profile.enterpriseAnnexes.map((a) => a.fileType).sort()).toEqual(['营业执照', '承诺书'].sort());
    expect(await historyCount()).toBe(before + 1);
    const history = (await get('/api/enterprise/history?historyType=0')).json<{
      extraData: { pageData: { items: string[] }[] };
    }>().extraData.pageData;
    expect(history[0]?.items).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^注册资本（万元）: .+ → 888\.123456$/),
        expect.stringMatching(/^联系人: .+ → 符小明$/),
        expect.stringMatching(/^承诺书: .* → 承诺书\.pdf$/),
      ]),
    );
  });

  it('keeps stored attachments named by their path, and removes the ones left out', async () => {
    const [kept] = (await profileOf()).enterpriseAnnexes.filter((a) => a.fileType === '承诺书');
    const response = await put(
      {
        ...(await editForm()),
        'enterpriseAnnexes[0].fileType': '承诺书',
        'enterpriseAnnexes[0].relativePath': kept?.relativePath,
        ...{ 'enterpriseAnnexes[1].fileType': '营业执照' },
      },
      [licence],
    );
    expect(response.json()).toMatchObject({ success: true });
    const annexes = (await profileOf()).enterpriseAnnexes;
    expect(annexes.find((a) => a.fileType === '承诺书')?.id).toBe(kept?.id);
    expect(annexes).toHaveLength(2);
  });

  it.each([
    ['enterpriseName', 'abc', MSG.enterpriseNameChinese],
    ['enterpriseName', '海南工程', MSG.enterpriseNameChinese],
    ['corporateIDCard', '', MSG.idCardRequired],
    ['corporateIDCard', '46010619800101123', MSG.idCardFormat],
    ['registeredCapital', '-1', MSG.notNegative],
    ['contactPhone', '', MSG.mobileRequired],
    ['contactPhone', '12345', MSG.contactPhoneFormat],
    ['email', 'not-an-email', MSG.emailFormat],
    ['enterpriseEstablishmentTime', '2999-01-01', FUTURE_DATE_MESSAGE],
    ['legalRepresentative', '', '请输入法定代表人'],
    ['legalRepresentative', '一二三四五六七八九十一', '法定代表人不能超过10个字符'],
    ['officeAddress', '', '请输入办公地址'],
    ['registeredAddress', '', '请输入注册地址'],
    ['businessscope', '', '请输入经营范围'],
    ['county', '110101', '请选择正确的省市区'],
    ['enterpriseType', '999', '请选择企业类型'],
    ['fixedTelephone', '0'.repeat(21), '固定电话不能超过20个字符'],
    ['enterpriseURL', `https://${'a'.repeat(50)}.cn`, '企业网址不能超过50个字符'],
  ])('refuses %s=%j with 「%s」 and changes nothing', async (field, value, message) => {
    const before = await historyCount();
    const files = await storedFileCount();
    const response = await put({ ...(await editForm({ [field]: value })), ...annexTypes });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await historyCount()).toBe(before);
    expect(await storedFileCount()).toBe(files);
  });

  it("refuses another enterprise's name with 企业名称已存在！", async () => {
    const second = await profileOf(manager, 2);
    const response = await put({ ...(await editForm({ enterpriseName: second.enterpriseName })), ...annexTypes });
    expect(response.json()).toMatchObject({
      success: false,
      message: MSG.enterpriseNameExists,
      errors: { enterpriseName: MSG.enterpriseNameExists },
    });
  });

  it('never changes the social credit code', async () => {
    const response = await put({ ...(await editForm()), socialCreditCode: '91460000MA5T99999X', ...annexTypes });
    expect(response.json()).toMatchObject({ success: false, message: CREDIT_CODE_FIXED });
  });

  it('refuses a form without the required attachments with 请上传附件', async () => {
    const response = await put({ ...(await editForm()), 'enterpriseAnnexes[0].fileType': '承诺书' }, [letter()]);
    expect(response.json()).toMatchObject({ success: false, message: MSG.uploadRequired });
  });

  it.each([
    ['an executable', '病毒.exe', SAMPLE.windowsExecutable, MSG.wrongFileFormat],
    ['a .pdf that is really a PNG', '承诺书.pdf', SAMPLE.png, MSG.wrongFileFormat],
    ['a .pdf that is really an executable', '承诺书.pdf', SAMPLE.windowsExecutable, MSG.wrongFileFormat],
    ['a 0-byte file', '承诺书.pdf', Buffer.alloc(0), MSG.zeroByteFile],
    [
      'a file over the type limit',
      '承诺书.pdf',
      Buffer.concat([SAMPLE.pdf, Buffer.alloc(5120 * 1024)]),
      fileTooLarge(5120),
    ],
    ['a path-like name', '../../承诺书.pdf', SAMPLE.pdf, FILE_NAME_INVALID],
  ])('refuses %s and stores nothing', async (_, fileName, content, message) => {
    const files = await storedFileCount();
    const response = await put({ ...(await editForm()), ...annexTypes }, [letter(fileName, content), licence]);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ success: false, message });
    expect(await storedFileCount()).toBe(files);
  });

  it('is refused to management, who read enterprises only', async () => {
    const response = await put({ ...(await editForm()), ...annexTypes }, [letter(), licence], manager);
    expect(response.statusCode).toBe(403);
  });
});

describe('attachments', () => {
  it('lists the enterprise form types with formats and size limits', async () => {
    const response = await get('/api/annex/multip?type=enterprise', undefined);
    expect(response.json<{ extraData: unknown[] }>().extraData).toEqual([
      { name: '承诺书', fileFormatValue: 'jpg,gif,png,jpeg,pdf', fileSize: 5120, required: true },
      { name: '营业执照', fileFormatValue: 'jpg,gif,png,jpeg,pdf', fileSize: 5120, required: true },
    ]);
  });

  it('serves a stored file through the signed link its record hands out, and nothing else', async () => {
    const annex = (await profileOf()).enterpriseAnnexes[0];
    if (!annex) throw new Error('no attachment');
    expect(annex.relativePath).toMatch(/^\/api\/annex\/file\/\d+\?expires=\d+&user=\d+&signature=[\w-]+$/);
    const file = await t.app.inject({ method: 'GET', url: annex.relativePath });
    expect(file.statusCode).toBe(200);
    expect(file.rawPayload.subarray(0, 4).toString('latin1')).toMatch(/%PDF|\x89PNG/);
    expect(file.headers['x-content-type-options']).toBe('nosniff');
    const unsigned = await get(`/api/annex/file/${annex.id}`);
    expect(unsigned.statusCode).toBe(403);
    expect(unsigned.json()).toMatchObject({ message: FILE_LINK_EXPIRED });
    const otherId = annex.relativePath.replace(`/file/${annex.id}?`, `/file/${annex.id + 1}?`);
    expect((await t.app.inject({ method: 'GET', url: otherId })).statusCode).toBe(403);
    const expired = annex.relativePath.replace(/expires=\d+/, 'expires=1000');
    expect((await t.app.inject({ method: 'GET', url: expired })).statusCode).toBe(403);
  });

  it('issues each link to the user who read the record, for minutes only', async () => {
    const ownLink = new URL((await profileOf()).enterpriseAnnexes[0]!.relativePath, 'http://x');
    const managerLink = new URL((await profileOf(manager, 1)).enterpriseAnnexes[0]!.relativePath, 'http://x');
    expect(ownLink.searchParams.get('user')).not.toBe(managerLink.searchParams.get('user'));
    const minutesLeft = (Number(ownLink.searchParams.get('expires')) * 1000 - Date.now()) / 60_000;
    expect(minutesLeft).toBeGreaterThan(9);
    expect(minutesLeft).toBeLessThanOrEqual(15);
    // The same signature under another user's name is not a pass.
    ownLink.searchParams.set('user', managerLink.searchParams.get('user')!);
    const renamed = await t.app.inject({ method: 'GET', url: `${ownLink.pathname}${ownLink.search}` });
    expect(renamed.statusCode).toBe(403);
  });

  it("hands another enterprise's file links to management but not to another enterprise", async () => {
    expect((await profileOf(manager, 1)).enterpriseAnnexes.length).toBeGreaterThan(0);
    expect((await get('/api/enterprise/single?id=1', other)).statusCode).toBe(403);
  });
});

describe('history', () => {
  it("refuses an enterprise user another enterprise's history", async () => {
    expect((await get('/api/enterprise/history?historyType=0&id=2')).statusCode).toBe(403);
  });

  it('gives management the history of the enterprise named', async () => {
    const response = await get('/api/enterprise/history?historyType=0&id=1', manager);
    expect(response.json<{ extraData: { totalCount: number } }>().extraData.totalCount).toBeGreaterThan(0);
  });
});

describe('introduction', () => {
  const save = (body: Record<string, unknown>, headers = own) =>
    t.app.inject({ method: 'POST', url: '/api/enterprise/updatecompanyintroduce', payload: body, headers });

  it('is editable by the own enterprise only', async () => {
    expect((await get('/api/enterprise/companyintroduce')).json()).toMatchObject({
      extraData: { enterpriseId: 1, isEdit: true },
    });
    expect((await get('/api/enterprise/companyintroduce?enterpriseId=1', manager)).json()).toMatchObject({
      extraData: { isEdit: false },
    });
    expect((await get('/api/enterprise/companyintroduce?enterpriseId=1', other)).statusCode).toBe(403);
  });

  it('requires text (请填写企业简介) and saves it with a history line', async () => {
    expect((await save({ introduce: '   ' })).json()).toMatchObject({
      success: false,
      message: MSG.introductionRequired,
    });
    expect((await save({ introduce: '专注全过程工程咨询。' })).json()).toMatchObject({
      success: true,
      message: MSG.edited,
    });
    expect((await get('/api/enterprise/companyintroduce')).json()).toMatchObject({
      extraData: { introduce: '专注全过程工程咨询。' },
    });
    const history = (await get('/api/enterprise/history?historyType=0')).json<{
      extraData: { pageData: { items: string[] }[] };
    }>().extraData.pageData;
    expect(history[0]?.items[0]).toMatch(/^企业简介: .* → 专注全过程工程咨询。$/);
    expect((await save({ enterpriseId: 2, introduce: '篡改' })).statusCode).toBe(403);
  });
});

describe('commitment letter (/register1)', () => {
  it('turns the check true once the signed letter is uploaded', async () => {
    const third = await t.authHeader('enterprise', { enterpriseId: 3 });
    const check = async () =>
      (await get('/api/enterprise/checkenterprisecommitletter', third)).json<{ extraData: boolean }>().extraData;
    expect(await check()).toBe(false);
    const form = multipart({ 'enterpriseAnnexes[0].fileType': '承诺书' }, [letter()]);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/commitletter',
      ...withHeaders(
        multipart({ 'enterpriseAnnexes[0].fileType': '承诺书' }, [letter('承诺书.pdf', Buffer.alloc(0))]),
        third,
      ),
    });
    expect(refused.json()).toMatchObject({ success: false, message: MSG.zeroByteFile });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/commitletter',
      ...withHeaders(form, third),
    });
    expect(response.json()).toMatchObject({ success: true });
    expect(await check()).toBe(true);
  });
});

describe('registration (/register)', () => {
  const register = async (fields: Record<string, string | null>, files: MultipartFilePart[] = [letter(), licence]) =>
    t.app.inject({
      method: 'POST',
      url: '/api/enterprise/register',
      ...multipart({ ...fields, ...annexTypes }, files),
    });

  it('files a new enterprise without signing in, and refuses its credit code a second time', async () => {
    const fields = await editForm({
      enterpriseName: '海南新注册工程造价咨询有限公司',
      socialCreditCode: demoCreditCode(50),
    });
    const response = await register(fields);
    expect(response.json()).toMatchObject({ success: true, message: REGISTERED });
    const again = await register({ ...fields, enterpriseName: '海南再次注册工程造价咨询有限公司' });
    expect(again.json()).toMatchObject({ success: false, message: CREDIT_CODE_TAKEN });
  });

  it.each([
    ['', CREDIT_CODE_REQUIRED],
    ['91460100MA5T00010X', CREDIT_CODE_FORMAT],
  ])('refuses the credit code %j', async (code, message) => {
    const response = await register(
      await editForm({ enterpriseName: '海南另一家工程造价咨询有限公司', socialCreditCode: code }),
    );
    expect(response.json()).toMatchObject({ success: false, message });
  });
});
