import { todayInShanghai } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withCreditCodeCheck, withIdCardCheck } from '../../src/db/seed/codes.ts';
import { REGISTERED } from '../../src/modules/enterprise/registration-service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { multipart } from '../helpers/multipart.ts';
import { SAMPLE } from '../platform/files-fixtures.ts';

interface UserMenu {
  menuName: string;
  menuUrl: string;
  subMenus: UserMenu[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
});
afterAll(() => t.close());

const menusOf = async (headers: { authorization: string }) =>
  (await t.app.inject({ method: 'GET', url: '/api/user', headers })).json<{ menus: UserMenu[] }>().menus;

describe('企业注册信息 menu (corporateRegister)', () => {
  it('is the enterprise role’s third page under 企业信息, so the landing page stays 我的企业', async () => {
    const menus = await menusOf(await t.authHeader('enterprise', { enterpriseId: 1 }));
    const group = menus.find((menu) => menu.menuName === '企业信息');
    expect(group?.subMenus.map(({ menuName, menuUrl }) => [menuName, menuUrl])).toEqual([
      ['我的企业', 'my-enterprise'],
      ['企业附件', 'attachment'],
      ['企业注册信息', 'corporateRegister'],
    ]);
  });

  it('is not offered to management desks', async () => {
    for (const role of ['superAdmin', 'firstReview', 'deptRegister']) {
      expect(JSON.stringify(await menusOf(await t.authHeader(role)))).not.toContain('corporateRegister');
    }
  });
});

describe('the registration facts an enterprise reads (GET /api/enterprise/single)', () => {
  it('tells when a registered enterprise came onto the platform, with its letter and licence', async () => {
    const form = multipart(
      {
        socialCreditCode: withCreditCodeCheck('91460200MA5T9C010'),
        enterpriseName: '三亚注册信息工程造价咨询有限公司',
        legalRepresentative: '王海',
        corporateIDCard: withIdCardCheck('46020319900101002'),
        province: '460000',
        area: '460200',
        county: '460203',
        enterpriseType: '1',
        registeredCapital: '300',
        contactPerson: '李明',
        contactPhone: '13876543210',
        email: 'sanya@example.com',
        enterpriseEstablishmentTime: '2015-06-01',
        officeAddress: '海南省三亚市吉阳区迎宾路1号',
        registeredAddress: '海南省三亚市吉阳区迎宾路1号',
        businessscope: '工程造价咨询',
        'enterpriseAnnexes[0].fileType': '承诺书',
        'enterpriseAnnexes[1].fileType': '营业执照',
      },
      [
        { field: 'enterpriseAnnexes[0].file', fileName: '承诺书.pdf', content: SAMPLE.pdf },
        { field: 'enterpriseAnnexes[1].file', fileName: '营业执照.png', content: SAMPLE.png },
      ],
    );
    const registered = await t.app.inject({ method: 'POST', url: '/api/enterprise/register', ...form });
    expect(registered.json()).toMatchObject({ success: true, message: REGISTERED });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/enterprise/page?enterpriseName=${encodeURIComponent('三亚注册信息')}`,
      headers: await t.authHeader('firstReview'),
    });
    const id = page.json<{ extraData: { pageData: { id: number }[] } }>().extraData.pageData[0]?.id;
    expect(id).toBeDefined();

    const own = await t.authHeader('enterprise', { enterpriseId: id });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/enterprise/single', headers: own })).json<{
      extraData: {
        createTime: string;
        commitLetterSubmitted: boolean;
        areaName: string;
        enterpriseAnnexes: { fileType: string; createTime: string }[];
      };
    }>().extraData;
    expect(profile.createTime).toMatch(new RegExp(`^${todayInShanghai()} \\d{2}:\\d{2}:\\d{2}$`));
    expect(profile).toMatchObject({ commitLetterSubmitted: true, areaName: '三亚市' });
    expect(profile.enterpriseAnnexes.map((annex) => annex.fileType).sort()).toEqual(['承诺书', '营业执照']);
  });

  it('says so when the commitment letter is still missing', async () => {
    // Demo enterprise #3 has not submitted its commitment letter (docs/demo-data.md).
    const third = await t.authHeader('enterprise', { enterpriseId: 3 });
    const profile = (await t.app.inject({ method: 'GET', url: '/api/enterprise/single', headers: third })).json<{
      extraData: { createTime: string; commitLetterSubmitted: boolean };
    }>().extraData;
    expect(profile.commitLetterSubmitted).toBe(false);
    expect(profile.createTime).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
  });
});
