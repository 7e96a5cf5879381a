import { BIDDING_FEEDBACK_WORKFLOW } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biddingFeedbacks, enterprises } from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
const desk = {} as Record<'agency' | 'other' | 'first' | 'dept', Headers>;
const fired = new Set<string>();
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const rows = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  desk.agency = await t.authHeader('enterprise', { enterpriseId: rows[9]!.id });
  desk.other = await t.authHeader('enterprise', { enterpriseId: rows[10]!.id });
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
});
afterAll(() => t.close());

const FIELDS = {
  agentCompanyName: '海南公信招标代理有限公司',
  signDate: '2026-05-06',
  agentProjectName: '海口市美兰区道路提升改造工程招标代理',
  agentProjectAddress: '海口市美兰区海府路',
  agentContractSignTime: '2026-05-06',
  agentResponsibleName: '王芳',
  entrustUnit: '海口市美兰区住房和城乡建设局',
  agentServiceFee: '12.345678',
  agentStartDate: '2026-05-10',
  agentEndDate: '2026-10-31',
  province: '460000',
  city: '460100',
  area: '460108',
  agentProjectType: 2,
  investmentNature: 1,
  constructionScale: '道路全长3.2公里',
};

const stateOf = async (id: number) =>
  (
    await t.db.select({ s: biddingFeedbacks.processStatus }).from(biddingFeedbacks).where(eq(biddingFeedbacks.id, id))
  )[0]?.s;

async function save(
  headers: Headers,
  fields: Record<string, string | number>,
  method: 'POST' | 'PUT' = 'POST',
  attach = true,
) {
  const body = multipart(
    { ...FIELDS, ...fields },
    attach ? [{ field: 'enterpriseAnnexes', fileName: '代理合同.png', content: PNG }] : [],
  );
  return t.app.inject({
    method,
    url: '/api/biddingfeedback',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function act<R extends { statusCode: number }>(action: string, id: number, call: () => Promise<R>): Promise<R> {
  const before = await stateOf(id);
  const res = await call();
  if (res.statusCode === 200) fired.add(`${before}→${await stateOf(id)} ${action}`);
  return res;
}

const review = (id: number, approved: boolean, reason?: string, headers = desk.first) =>
  act(approved ? 'approve' : 'reject', id, () =>
    t.app.inject({ method: 'PUT', url: '/api/biddingfeedback/review', headers, payload: { id, approved, reason } }),
  );

describe('bidding-agency feedback', () => {
  it('goes 提交 → 初审 → 完成, with a return and a resubmission on the way', async () => {
    const draft = await save(desk.agency, { state: 0 }, 'POST', false);
    expect(draft.json()).toMatchObject({ success: true, message: '保存成功！' });
    const id = draft.json<Reply<number>>().extraData;
    const sent = await act('submit', id, () => save(desk.agency, { id, state: 1 }, 'PUT'));
    expect(sent.json()).toMatchObject({ message: '提交成功，请等待审核' });
    const view = await t.app.inject({
      method: 'GET',
      url: `/api/biddingfeedback/single?id=${id}`,
      headers: desk.first,
    });
    expect(view.json<Reply<Record<string, unknown>>>().extraData).toMatchObject({
      agentServiceFee: '12.345678',
      placeName: '海南省 / 海口市 / 美兰区',
      agentProjectTypeDescription: '市政公用工程',
      steps: { titles: ['提交', '初审', '完成'], current: 1 },
    });
    expect((await review(id, false)).json<Reply>().message).toBe('请填写退回原因');
    expect((await review(id, false, '合同金额与服务费不一致')).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(2);
    await act('resubmit', id, () => save(desk.agency, { id, state: 1, agentServiceFee: '12.5' }, 'PUT'));
    expect(await stateOf(id)).toBe(1);
    expect((await review(id, true)).json()).toMatchObject({ message: '初审通过成功' });
    expect(await stateOf(id)).toBe(7);
    expect((await save(desk.agency, { id, state: 0 }, 'PUT')).statusCode).toBe(409);
  });

  it('refuses reversed dates, a wrong place, too many decimals, another agency and the wrong desk', async () => {
    const reversed = await save(desk.agency, { state: 1, agentEndDate: '2026-05-01' });
    expect([reversed.statusCode, reversed.json<Reply>().message]).toEqual([400, '代理结束日期不能早于代理开始日期']);
    const place = await save(desk.agency, { state: 1, area: '110101' });
    expect([place.statusCode, place.json<Reply>().message]).toEqual([400, '请选择正确的省/市/区']);
    const fee = await save(desk.agency, { state: 1, agentServiceFee: '1.1234567' });
    expect(fee.json<Reply>().message).toBe('请输入正确的金额，最多6位小数');
    const created = await save(desk.agency, { state: 1 });
    const id = created.json<Reply<number>>().extraData;
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/biddingfeedback/single?id=${id}`, headers: desk.other }))
        .statusCode,
    ).toBe(403);
    expect((await save(desk.other, { id, state: 1 }, 'PUT')).statusCode).toBe(403);
    expect((await review(id, true, undefined, desk.dept)).statusCode).toBe(403);
    const todo = await t.app.inject({
      method: 'GET',
      url: '/api/biddingfeedback/desk?pageSize=100',
      headers: desk.first,
    });
    expect(todo.json<Reply<{ pageData: { id: number }[] }>>().extraData.pageData.map((row) => row.id)).toContain(id);
  });

  it('fired every transition of the feedback workflow', () => {
    const table = BIDDING_FEEDBACK_WORKFLOW.transitions.flatMap((t) =>
      t.from.map((from) => `${from}→${t.to} ${t.action}`),
    );
    expect([...new Set(table)].filter((transition) => !fired.has(transition))).toEqual([]);
  });
});
