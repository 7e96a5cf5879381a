import { CREDIT_APPEAL_WORKFLOW } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditAppeals, creditRecords, enterprises, notifications, smsMessages } from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
let outside: number; // #1, not in a park
let inPark: number; // #2, in a park
const desk = {} as Record<'own' | 'park' | 'parkEnterprise' | 'first' | 'dept' | 'leader', Headers>;
const fired = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const rows = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  [outside, inPark] = rows.map((row) => row.id) as [number, number];
  desk.own = await t.authHeader('enterprise', { enterpriseId: outside });
  desk.parkEnterprise = await t.authHeader('enterprise', { enterpriseId: inPark });
  desk.park = await t.authHeader('park');
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
  desk.leader = await t.authHeader('deptLeader');
});
afterAll(() => t.close());

const MINUS_THREE = { level: 26, score: '-3' };
const MINUS_TEN = { level: 20, score: '-10' };

/** A bad record of the enterprise, published `daysAgo` days ago. */
async function publishedBadRecord(enterpriseId: number, level: { level: number; score: string }, daysAgo = 0) {
  const published = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.db
    .insert(creditRecords)
    .values({
      enterpriseId,
      creditType: 2,
      behaviorCategoryName: '执业行为不规范',
      behaviorContentName: '造价成果文件未按规定签字盖章',
      identifiedLevelName: '默认等级',
      scoreValue: level.score,
      behaviorLevelId: level.level,
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: published.toISOString().slice(0, 10),
      behaviorDescription: '抽查发现未签字盖章',
      processStatus: 7,
      origin: 'department',
      submittedAt: published,
      completedAt: published,
    })
    .returning({ id: creditRecords.id });
  return row!.id;
}

const registerNumberOf = async (id: number) =>
  (await t.db.select({ n: creditRecords.registerNumber }).from(creditRecords).where(eq(creditRecords.id, id)))[0]?.n;

const stateOf = async (id: number) =>
  (await t.db.select({ s: creditAppeals.processStatus }).from(creditAppeals).where(eq(creditAppeals.id, id)))[0]?.s;

async function appeal(headers: Headers, recordId: number) {
  const body = multipart(
    {
      recordId,
      complainant: '李明',
      telephone: '13800138000',
      appealReason: '该报告已由注册造价工程师签字，抽查时漏看了附页',
    },
    [{ field: 'enterpriseAnnexes', fileName: '签字页.png', content: PNG }],
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/creditappeal',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function appealed(headers: Headers, recordId: number) {
  const res = await appeal(headers, recordId);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<Reply<number>>().extraData;
  fired.add(`0→${await stateOf(id)} submit`);
  return id;
}

async function decide(headers: Headers, id: number, approved: boolean, reason?: string) {
  const before = await stateOf(id);
  const res = await t.app.inject({
    method: 'PUT',
    url: '/api/creditappeal/review',
    headers,
    payload: { id, approved, reason },
  });
  const after = await stateOf(id);
  if (res.statusCode === 200) fired.add(`${before}→${after} ${approved ? 'approve' : 'reject'}`);
  return res;
}

const view = async (id: number, headers: Headers = desk.dept) =>
  (await t.app.inject({ method: 'GET', url: `/api/creditappeal/single?id=${id}`, headers })).json<
    Reply<{
      appealType: number;
      appealTypeDescription: string;
      approveConfirm: string | null;
      steps: { titles: string[]; current: number };
      StatusName: string;
      Complainant: string;
      Attachment: unknown[];
    }>
  >().extraData;

const inForceIds = async (headers: Headers) =>
  (await t.app.inject({ method: 'GET', url: '/api/creditregister/inforce?creditType=2&pageSize=100', headers }))
    .json<Reply<{ pageData: { id: number }[] }>>()
    .extraData.pageData.map((row) => row.id);

describe('appeals against bad records', () => {
  it('type 4: 初审 and 部门审核 uphold it, and the record leaves the records in force', async () => {
    const recordId = await publishedBadRecord(outside, MINUS_THREE);
    expect(await inForceIds(desk.own)).toContain(recordId);
    const id = await appealed(desk.own, recordId);
    expect(await stateOf(id)).toBe(4);
    const shown = await view(id, desk.own);
    expect(shown).toMatchObject({
      appealType: 4,
      appealTypeDescription: '一般申诉',
      StatusName: '待初审',
      Complainant: '李明',
      steps: { titles: ['提交', '初审', '部门审核', '完成'], current: 1 },
    });
    expect(shown.Attachment).toHaveLength(1);
    expect((await decide(desk.first, id, true)).statusCode).toBe(200);
    const upheld = await decide(desk.dept, id, true);
    expect(upheld.json()).toMatchObject({ success: true, message: '申诉已成立，该信用记录自今日起不再计分' });
    expect(await stateOf(id)).toBe(7);
    expect(await inForceIds(desk.own)).not.toContain(recordId);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.event, 'appealDecided'));
    expect(note).toMatchObject({ enterpriseId: outside });
    expect(note!.title).toBe(`信用记录${await registerNumberOf(recordId)}的申诉已成立`);
  });

  it('type 5: a park enterprise’s appeal passes the park first; a rejection keeps the record in force', async () => {
    const recordId = await publishedBadRecord(inPark, MINUS_THREE);
    const id = await appealed(desk.parkEnterprise, recordId);
    expect(await stateOf(id)).toBe(3);
    expect(await view(id)).toMatchObject({
      appealTypeDescription: '园区企业申诉',
      steps: { titles: ['提交', '园区审核', '初审', '部门审核', '完成'] },
    });
    expect((await decide(desk.first, id, true)).statusCode).toBe(409);
    expect((await decide(desk.park, id, true)).statusCode).toBe(200);
    expect((await decide(desk.first, id, false)).json<Reply>().message).toBe('请填写退回原因');
    expect((await decide(desk.first, id, false, '签字页为事后补签')).json()).toMatchObject({
      message: '申诉已驳回，该信用记录继续有效',
    });
    expect(await stateOf(id)).toBe(8);
    const rejected = `信用记录${await registerNumberOf(recordId)}的申诉已驳回`;
    expect((await t.db.select().from(notifications).where(eq(notifications.title, rejected))).length).toBe(1);
    expect(await inForceIds(desk.parkEnterprise)).toContain(recordId);
    // Every notice and text message of an appeal reads as a person says it (never 的申诉申诉驳回).
    const texts = [
      ...(await t.db.select().from(notifications)).flatMap((note) => [note.title, note.content]),
      ...(await t.db.select().from(smsMessages)).map((sms) => sms.text),
    ];
    expect(texts.filter((text) => text.includes('申诉申诉'))).toEqual([]);
    expect(texts.some((text) => text.includes('的申诉处理结果：已驳回'))).toBe(true);
    // Once decided, a new appeal may be made; a rejection at the park ends the appeal too.
    const again = await appealed(desk.parkEnterprise, recordId);
    expect((await decide(desk.park, again, false, '理由不成立')).statusCode).toBe(200);
    expect(await stateOf(again)).toBe(8);
  });

  it('type 6: a record scored −10 needs department acceptance and 终审', async () => {
    const recordId = await publishedBadRecord(outside, MINUS_TEN);
    const id = await appealed(desk.own, recordId);
    expect(await stateOf(id)).toBe(1);
    expect(await view(id)).toMatchObject({
      appealType: 6,
      appealTypeDescription: '重大扣分申诉',
      steps: { titles: ['提交', '部门受理', '初审', '部门审核', '终审', '完成'], current: 1 },
    });
    expect((await decide(desk.dept, id, true)).json()).toMatchObject({ message: '受理成功' });
    expect(await view(id, desk.dept)).toMatchObject({ approveConfirm: '确定初审通过吗？' });
    expect(await stateOf(id)).toBe(4);
    await decide(desk.first, id, true);
    expect((await decide(desk.dept, id, true)).json()).toMatchObject({ message: '已报部门领导终审' });
    expect((await view(id, desk.leader)).approveConfirm).toBe(
      '确定终审通过，申诉成立吗？申诉成立后，该信用记录自今日起不再计分，并从公示页面撤下。',
    );
    expect(await stateOf(id)).toBe(6);
    expect((await decide(desk.leader, id, false, '证据不足')).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(8);

    const second = await appealed(desk.own, recordId);
    await decide(desk.dept, second, true);
    await decide(desk.first, second, true);
    await decide(desk.dept, second, true);
    expect((await decide(desk.leader, second, true)).json()).toMatchObject({
      message: '申诉已成立，该信用记录自今日起不再计分',
    });
    expect(await stateOf(second)).toBe(7);

    const parkRecord = await publishedBadRecord(inPark, MINUS_TEN);
    const parkAppeal = await appealed(desk.parkEnterprise, parkRecord);
    await decide(desk.dept, parkAppeal, true);
    expect(await stateOf(parkAppeal)).toBe(3);
    await decide(desk.park, parkAppeal, true);
    await decide(desk.first, parkAppeal, true);
    await decide(desk.dept, parkAppeal, false, '处罚依据充分');
    expect(await stateOf(parkAppeal)).toBe(8);

    const refused = await appealed(desk.parkEnterprise, await publishedBadRecord(inPark, MINUS_TEN));
    expect((await decide(desk.dept, refused, false, '超出受理范围')).json()).toMatchObject({
      message: '申诉不予受理，该信用记录继续有效',
    });
    expect(await stateOf(refused)).toBe(2);
  });

  it('refuses an appeal out of time, a second open appeal, and another enterprise’s record', async () => {
    const old = await publishedBadRecord(outside, MINUS_THREE, 40);
    const late = await appeal(desk.own, old);
    expect(late.statusCode).toBe(400);
    expect(late.json<Reply>().message).toMatch(/^已超过申诉期限（发布后15个工作日内，截止\d{4}-\d{2}-\d{2}）$/);
    const recordId = await publishedBadRecord(outside, MINUS_THREE);
    await appealed(desk.own, recordId);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/creditregister/inforce?creditType=2&pageSize=100',
      headers: desk.own,
    });
    expect(
      listed
        .json<Reply<{ pageData: { id: number; openItem: string | null }[] }>>()
        .extraData.pageData.find((row) => row.id === recordId)?.openItem,
    ).toBe('申诉中');
    const twice = await appeal(desk.own, recordId);
    expect([twice.statusCode, twice.json<Reply>().message]).toEqual([409, '该记录已有申诉正在处理']);
    const foreign = await appeal(desk.parkEnterprise, recordId);
    expect([foreign.statusCode, foreign.json<Reply>().message]).toEqual([
      400,
      '只能对本企业已发布且仍在有效期内的不良信用记录申诉',
    ]);
    expect((await appeal(desk.dept, recordId)).statusCode).toBe(403);
  });

  it('lists each desk’s open appeals and the enterprise’s own', async () => {
    const recordId = await publishedBadRecord(outside, MINUS_THREE);
    const id = await appealed(desk.own, recordId);
    const todo = await t.app.inject({
      method: 'GET',
      url: '/api/creditappeal/desk/firstReview?pageSize=100',
      headers: desk.first,
    });
    expect(todo.json<Reply<{ pageData: { id: number }[] }>>().extraData.pageData.map((row) => row.id)).toContain(id);
    const mine = await t.app.inject({ method: 'GET', url: '/api/creditappeal/mine?pageSize=100', headers: desk.own });
    expect(
      mine
        .json<Reply<{ pageData: { id: number; appealTypeDescription: string }[] }>>()
        .extraData.pageData.find((row) => row.id === id),
    ).toMatchObject({ appealTypeDescription: '一般申诉' });
    const others = await t.app.inject({
      method: 'GET',
      url: '/api/creditappeal/mine?pageSize=100',
      headers: desk.parkEnterprise,
    });
    expect(others.json<Reply<{ pageData: { id: number }[] }>>().extraData.pageData.map((row) => row.id)).not.toContain(
      id,
    );
    expect(
      (await t.app.inject({ method: 'GET', url: `/api/creditappeal/single?id=${id}`, headers: desk.parkEnterprise }))
        .statusCode,
    ).toBe(403);
    const matters = await t.app.inject({ method: 'GET', url: '/api/creditregister/matters', headers: desk.first });
    expect(
      matters.json<Reply<{ key: string; count: number }[]>>().extraData.find((m) => m.key === 'creditAppeal:firstReview')
        ?.count,
    ).toBeGreaterThan(0);
  });

  it('fired every transition of the appeal workflow', () => {
    const table = CREDIT_APPEAL_WORKFLOW.transitions.flatMap((transition) =>
      transition.from.map((from) => `${from}→${transition.to} ${transition.action}`),
    );
    expect([...new Set(table)].filter((transition) => !fired.has(transition))).toEqual([]);
  });
});
