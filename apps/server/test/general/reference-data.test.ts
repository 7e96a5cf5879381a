import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface DivisionNode {
  text: string;
  value: string;
  subMap: DivisionNode[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const get = async <T>(url: string) =>
  (await t.app.inject({ method: 'GET', url })).json<{ success: boolean; extraData: T }>();

describe('GET /api/map/tree', () => {
  it('serves the national province → city → district tree as { text, value, subMap }', async () => {
    const { success, extraData: provinces } = await get<DivisionNode[]>('/api/map/tree');
    expect(success).toBe(true);
    expect(provinces.length).toBeGreaterThanOrEqual(31);
    const hainan = provinces.find((p) => p.value === '460000');
    expect(hainan?.text).toBe('海南省');
    const haikou = hainan?.subMap.find((c) => c.value === '460100');
    expect(haikou?.text).toBe('海口市');
    expect(haikou?.subMap.map((d) => d.text)).toEqual(expect.arrayContaining(['秀英区', '龙华区', '琼山区', '美兰区']));
    const beijing = provinces.find((p) => p.text === '北京市');
    expect(beijing?.subMap[0]?.subMap.find((d) => d.value === '110101')?.text).toBe('东城区');
    const districts = provinces.flatMap((p) => p.subMap.flatMap((c) => c.subMap));
    expect(districts.length).toBeGreaterThan(2800);
  });
});

describe('dictionaries', () => {
  it('lists enterprise types', async () => {
    const { extraData } = await get<{ text: string; value: string }[]>('/api/general/enterprisetype');
    expect(extraData.slice(0, 2)).toEqual([
      { text: '工程造价咨询企业', value: '1' },
      { text: '工程招标代理机构', value: '2' },
    ]);
  });

  it('lists job titles and qualifications, cost-engineer grades among them', async () => {
    const { extraData } = await get<{ jobTitle: { text: string }[]; qualification: { text: string }[] }>(
      '/api/general/jobtitlequalification',
    );
    expect(extraData.jobTitle.map((o) => o.text)).toContain('高级工程师');
    expect(extraData.qualification.map((o) => o.text)).toEqual(
      expect.arrayContaining(['一级造价工程师', '二级造价工程师']),
    );
  });
});

describe('what the public registration page reads before anyone signs in', () => {
  it.each([
    '/api/map/tree',
    '/api/general/enterprisetype',
    '/api/annex/multip?type=enterprise',
    `/api/enterprise/verify?enterpriseName=${encodeURIComponent('海南某某工程造价咨询有限公司')}`,
  ])('%s answers without a token', async (url) => {
    const res = await t.app.inject({ method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ success: true });
  });

  it('asks for the attachment category when none is given', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/annex/multip' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message: '请指定附件类别' });
  });

  it('lists the registration attachments 承诺书 and 营业执照 as required', async () => {
    const { extraData } = await get<{ name: string; required: boolean }[]>('/api/annex/multip?type=enterprise');
    expect(extraData.filter((type) => type.required).map((type) => type.name)).toEqual(['承诺书', '营业执照']);
  });
});
