import { CREDIT_RECORD_WORKFLOW } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecordHistory, creditRecords, enterprises } from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
let outside: number; // 海南华信 (#1), not in a park
let inPark: number; // 海南正衡 (#2), in a park
let agency: number; // #4, not in a park
const desk: Record<'enterprise' | 'other' | 'first' | 'first2' | 'park' | 'dept' | 'leader' | 'registrar', Headers> =
  {} as never;

/** The transitions this file fired, as `from→to action`, checked against the table at the end. */
const fired = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const rows = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  [outside, inPark, , agency] = rows.map((row) => row.id) as [number, number, number, number];
  desk.enterprise = await t.authHeader('enterprise', { enterpriseId: outside });
  desk.other = await t.authHeader('enterprise', { enterpriseId: inPark });
  desk.first = await t.authHeader('firstReview');
  desk.first2 = await t.authHeader('firstReview');
  desk.park = await t.authHeader('park');
  desk.dept = await t.authHeader('deptReview');
  desk.leader = await t.authHeader('deptLeader');
  desk.registrar = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

const stateOf = async (id: number) =>
  (await t.db.select({ s: creditRecords.processStatus }).from(creditRecords).where(eq(creditRecords.id, id)))[0]?.s;

/** Calls the API and, when it moved the record, notes the transition it fired. */
async function acting<R extends { statusCode: number }>(
  action: string,
  id: number,
  call: () => Promise<R>,
): Promise<R> {
  const before = await stateOf(id);
  const res = await call();
  const after = await stateOf(id);
  if (res.statusCode === 200 && before !== undefined && after !== undefined && before !== after)
    fired.add(`${before}→${after} ${action}`);
  return res;
}

const GOOD_LEVEL = 3; // 荣誉表彰 · 市级 +3
const MINUS_TEN = 20; // 出具虚假或严重失实的工程造价成果文件 · 情节一般 −10
const MINUS_THREE = 26; // 造价成果文件未按规定签字盖章 · 默认等级 −3
const PERSON_LEVEL = 7; // 从业人员获评先进个人 · 省级 (actor 个人)

const FORM = {
  identificationUnit: '海口市住房和城乡建设局',
  actDeterminationDate: '2026-06-01',
  behaviorDescription: '年度表彰',
  contactPerson: '李明',
  telephone: '13800138000',
};

async function save(
  headers: Headers,
  fields: Record<string, string | number | undefined>,
  options: { method?: 'POST' | 'PUT'; attach?: boolean } = {},
) {
  const body = multipart(
    { ...FORM, ...fields },
    options.attach === false ? [] : [{ field: 'enterpriseAnnexes', fileName: '表彰文件.png', content: PNG }],
  );
  const res = await t.app.inject({
    method: options.method ?? 'POST',
    url: '/api/creditregister',
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
  return res;
}

async function created(headers: Headers, fields: Record<string, string | number | undefined>) {
  const res = await save(headers, fields);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reply<number>>().extraData;
}

const review = (headers: Headers, id: number, approved: boolean, reason?: string) =>
  acting(approved ? 'approve' : 'reject', id, () =>
    t.app.inject({ method: 'PUT', url: '/api/creditregister/review', headers, payload: { id, approved, reason } }),
  );

const single = async (headers: Headers, id: number) =>
  t.app.inject({ method: 'GET', url: `/api/creditregister/single?id=${id}`, headers });

const steps = async (id: number) =>
  (await single(desk.dept, id)).json<Reply<{ steps: { titles: string[]; current: number } }>>().extraData.steps;

const listIds = async (headers: Headers, url: string) => {
  const res = await t.app.inject({ method: 'GET', url, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reply<{ pageData: { id: number }[] }>>().extraData.pageData.map((row) => row.id);
};

const matters = async (headers: Headers): Promise<Record<string, number>> =>
  Object.fromEntries(
    (await t.app.inject({ method: 'GET', url: '/api/creditregister/matters', headers }))
      .json<Reply<{ key: string; count: number }[]>>()
      .extraData.map((m) => [m.key, m.count]),
  );

describe('credit records through the desks', () => {
  it('takes an enterprise’s good declaration through 初审 and 复审 to 完成, with the step bar at each stage', async () => {
    const before = await matters(desk.first);
    const id = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    fired.add('0→1 submit');
    const record = (await single(desk.enterprise, id)).json<Reply<Record<string, unknown>>>().extraData;
    expect(record['registerNumber']).toMatch(/^XY\d{10}$/);
    expect(record).toMatchObject({
      creditTypeDescription: '良好',
      behaviorCategoryName: '荣誉表彰',
      identifiedLevelName: '市级',
      scoreValue: 3,
      processStatus: 1,
      processStatusDescription: '待初审',
      enterpriseAnnexes: [expect.objectContaining({ fileName: '表彰文件.png' })],
    });
    expect(await steps(id)).toEqual({ titles: ['提交', '初审', '复审', '完成'], current: 1 });
    expect((await matters(desk.first))['creditRecord:firstReview']).toBe((before['creditRecord:firstReview'] ?? 0) + 1);
    expect(await listIds(desk.first, '/api/creditregister/desk/firstReview?pageSize=100')).toContain(id);

    expect((await review(desk.first, id, true)).statusCode).toBe(200);
    expect(await steps(id)).toEqual({ titles: ['提交', '初审', '复审', '完成'], current: 2 });
    expect((await matters(desk.first))['creditRecord:firstReview']).toBe(before['creditRecord:firstReview']);
    expect(await listIds(desk.first, '/api/creditregister/desk/firstReview?done=1&pageSize=100')).toContain(id);
    expect(await listIds(desk.dept, '/api/creditregister/desk/deptReview?pageSize=100')).toContain(id);
    expect((await single(desk.dept, id)).json<Reply<{ approveConfirm: string }>>().extraData.approveConfirm).toBe(
      '确定复审通过吗？通过后该信用记录即发布：自今日起计入企业信用分，并在公示页面公示。',
    );

    const approved = await review(desk.dept, id, true);
    expect(approved.json()).toMatchObject({ success: true, message: '信用记录已发布，自今日起计分并公示' });
    expect(await stateOf(id)).toBe(7);
    expect(await steps(id)).toEqual({ titles: ['提交', '初审', '复审', '完成'], current: 3 });
    expect(await listIds(desk.enterprise, '/api/creditregister/inforce?pageSize=100')).toContain(id);
    const history = (await single(desk.enterprise, id)).json<Reply<{ history: { instructions: string }[] }>>().extraData
      .history;
    expect(history.map((h) => h.instructions)).toEqual(['创建', '提交', '初审通过', '复审通过']);
  });

  it('sends a registrar’s −10 bad record to the department leader for 终审', async () => {
    const id = await created(desk.registrar, {
      creditType: 2,
      behaviorLevelId: MINUS_TEN,
      enterpriseId: agency,
      state: 1,
    });
    expect(await steps(id)).toEqual({ titles: ['提交', '初审', '复审', '终审', '完成'], current: 1 });
    await review(desk.first, id, true);
    const toLeader = await review(desk.dept, id, true);
    expect(toLeader.json()).toMatchObject({ message: '已报部门领导终审' });
    expect(await stateOf(id)).toBe(4);
    expect(await listIds(desk.leader, '/api/creditregister/desk/deptLeader?pageSize=100')).toContain(id);
    expect(await steps(id)).toEqual({ titles: ['提交', '初审', '复审', '终审', '完成'], current: 3 });

    const refused = await review(desk.leader, id, false, '认定依据不足');
    expect(refused.statusCode).toBe(200);
    expect(await stateOf(id)).toBe(6);
    const resubmitted = await acting('resubmit', id, () =>
      save(
        desk.registrar,
        { id, creditType: 2, behaviorLevelId: MINUS_TEN, enterpriseId: agency, state: 1 },
        { method: 'PUT' },
      ),
    );
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    await review(desk.first, id, true);
    await review(desk.dept, id, true);
    expect((await review(desk.leader, id, true)).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(7);
  });

  it('returns a record with a reason; the author corrects and resubmits it', async () => {
    const id = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    const noReason = await review(desk.first, id, false);
    expect([noReason.statusCode, noReason.json<Reply>().message]).toEqual([400, '请填写退回原因']);
    expect((await review(desk.first, id, false, '证明材料不清晰')).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(2);
    expect(await listIds(desk.enterprise, '/api/creditregister/recall?pageSize=100')).toContain(id);
    expect((await matters(desk.enterprise))['creditRecord:declare']).toBeGreaterThanOrEqual(1);

    const corrected = await acting('resubmit', id, () =>
      save(
        desk.enterprise,
        { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1, behaviorDescription: '补充后的表彰说明' },
        { method: 'PUT' },
      ),
    );
    expect(corrected.json()).toMatchObject({ success: true, message: '提交成功，请等待审核' });
    expect(await stateOf(id)).toBe(1);
    await review(desk.first, id, true);
    expect((await review(desk.dept, id, false, '表彰级别认定有误')).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(5);
    const again = await acting('resubmit', id, () =>
      save(desk.enterprise, { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 }, { method: 'PUT' }),
    );
    expect(again.statusCode).toBe(200);
    expect(await stateOf(id)).toBe(1);
  });

  it('refuses the wrong desk, the wrong enterprise and the wrong state', async () => {
    const id = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    expect((await review(desk.park, id, true)).statusCode).toBe(403);
    const early = await review(desk.dept, id, true);
    expect([early.statusCode, early.json<Reply>().message]).toEqual([409, '该记录当前状态为待初审，不在您可办理的环节']);
    expect((await review(desk.enterprise, id, true)).statusCode).toBe(403);
    expect((await single(desk.other, id)).statusCode).toBe(403);
    const foreignWithdraw = await t.app.inject({
      method: 'PUT',
      url: `/api/creditregister/withdraw?id=${id}`,
      headers: desk.other,
    });
    expect(foreignWithdraw.statusCode).toBe(403);
    const foreignDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/creditregister?id=${id}`,
      headers: desk.other,
    });
    expect(foreignDelete.statusCode).toBe(403);
    // An enterprise declares only good records, and only for itself.
    expect((await save(desk.enterprise, { creditType: 2, behaviorLevelId: MINUS_THREE, state: 1 })).statusCode).toBe(
      403,
    );
    const mismatch = await save(desk.enterprise, { creditType: 1, behaviorLevelId: MINUS_THREE, state: 1 });
    expect([mismatch.statusCode, mismatch.json<Reply>().message]).toEqual([400, '所选认定等级不适用于该信用类别']);
    // A desk never writes declarations.
    expect(
      (await save(desk.first, { creditType: 1, behaviorLevelId: GOOD_LEVEL, enterpriseId: outside, state: 1 }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/creditregister/desk/deptLeader', headers: desk.first }))
        .statusCode,
    ).toBe(403);
  });

  it('lets exactly one of two concurrent approvals win', async () => {
    const id = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    const answers = await Promise.all([review(desk.first, id, true), review(desk.first2, id, true)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((a) => a.statusCode === 409)?.json<Reply>().message).toBe('该记录已被处理，当前状态为待复审');
    const history = await t.db
      .select({ instructions: creditRecordHistory.instructions })
      .from(creditRecordHistory)
      .where(eq(creditRecordHistory.recordId, id));
    expect(history.filter((h) => h.instructions === '初审通过')).toHaveLength(1);
  });

  it('lets the author withdraw or delete only before the first desk acts', async () => {
    const id = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    const withdrawn = await acting('withdraw', id, () =>
      t.app.inject({ method: 'PUT', url: `/api/creditregister/withdraw?id=${id}`, headers: desk.enterprise }),
    );
    expect(withdrawn.json()).toMatchObject({ success: true, message: '撤回成功！' });
    expect(await stateOf(id)).toBe(0);
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/creditregister?id=${id}`,
      headers: desk.enterprise,
    });
    expect(deleted.json()).toMatchObject({ success: true, message: '删除成功！' });
    expect(await stateOf(id)).toBeUndefined();

    const waiting = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    expect(
      (
        await t.app.inject({ method: 'DELETE', url: `/api/creditregister?id=${waiting}`, headers: desk.enterprise })
      ).json(),
    ).toMatchObject({ message: '删除成功！' });

    const reviewed = await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    await review(desk.first, reviewed, true);
    const late = await t.app.inject({
      method: 'PUT',
      url: `/api/creditregister/withdraw?id=${reviewed}`,
      headers: desk.enterprise,
    });
    expect([late.statusCode, late.json<Reply>().message]).toEqual([409, '该记录已被处理，当前状态为待复审']);
    const lateDelete = await t.app.inject({
      method: 'DELETE',
      url: `/api/creditregister?id=${reviewed}`,
      headers: desk.enterprise,
    });
    expect([lateDelete.statusCode, lateDelete.json<Reply>().message]).toEqual([
      409,
      '该记录当前状态为待复审，不能删除',
    ]);
  });

  it('keeps a draft without attachments and submits it later; a submit needs an attachment', async () => {
    const draft = await save(
      desk.enterprise,
      { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 0 },
      { attach: false },
    );
    expect(draft.json()).toMatchObject({ success: true, message: '保存成功！' });
    const id = draft.json<Reply<number>>().extraData;
    expect(await stateOf(id)).toBe(0);
    expect(await listIds(desk.enterprise, '/api/creditregister/author/declare?pageSize=100')).toContain(id);
    const bare = await save(
      desk.enterprise,
      { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 },
      { method: 'PUT', attach: false },
    );
    expect([bare.statusCode, bare.json<Reply>().message]).toEqual([400, '请上传文件']);
    expect(await stateOf(id)).toBe(0);
    const sent = await save(
      desk.enterprise,
      { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 },
      { method: 'PUT' },
    );
    expect(sent.statusCode).toBe(200);
    expect(await stateOf(id)).toBe(1);
  });

  it('approves a batch, naming the one another reviewer handled first', async () => {
    const ids = [
      await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 }),
      await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 }),
      await created(desk.enterprise, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 }),
    ];
    await review(desk.first2, ids[1]!, false, '材料不全');
    const [stale] = await t.db
      .select({ registerNumber: creditRecords.registerNumber })
      .from(creditRecords)
      .where(eq(creditRecords.id, ids[1]!));
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/batchapprove',
      headers: desk.first,
      payload: { ids },
    });
    expect(res.statusCode).toBe(200);
    const body =
      res.json<Reply<{ passed: number[]; failed: { id: number; registerNumber: string; message: string }[] }>>();
    expect(body.extraData.passed.sort()).toEqual([ids[0], ids[2]].sort());
    expect(body.extraData.failed).toEqual([
      { id: ids[1], registerNumber: stale!.registerNumber, message: '该记录已被处理，当前状态为初审退回' },
    ]);
    expect(body.message).toBe(`已通过2条，1条未通过：${stale!.registerNumber}（该记录已被处理，当前状态为初审退回）`);
    expect(await Promise.all(ids.map(stateOf))).toEqual([3, 2, 3]);
    const empty = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/batchapprove',
      headers: desk.first,
      payload: { ids: [] },
    });
    expect([empty.statusCode, empty.json<Reply>().message]).toEqual([400, '请选择需要审核的数据']);
  });

  it('sends a park enterprise’s records to the park desk, and lets the park declare only for park enterprises', async () => {
    const id = await created(desk.other, { creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 });
    expect(await listIds(desk.park, '/api/creditregister/desk/parkReview?pageSize=100')).toContain(id);
    expect(await listIds(desk.first, '/api/creditregister/desk/firstReview?pageSize=100')).not.toContain(id);
    expect((await review(desk.first, id, true)).statusCode).toBe(403);
    expect((await review(desk.park, id, false, '请补充园区证明')).statusCode).toBe(200);
    await acting('resubmit', id, () =>
      save(desk.other, { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, state: 1 }, { method: 'PUT' }),
    );
    expect((await review(desk.park, id, true)).statusCode).toBe(200);
    expect(await stateOf(id)).toBe(3);

    const parkBad = await created(desk.park, {
      creditType: 2,
      behaviorLevelId: MINUS_THREE,
      enterpriseId: inPark,
      state: 1,
    });
    expect(await listIds(desk.park, '/api/creditregister/author/parkDeclare?pageSize=100')).toContain(parkBad);
    const outsider = await save(desk.park, {
      creditType: 2,
      behaviorLevelId: MINUS_THREE,
      enterpriseId: outside,
      state: 1,
    });
    expect([outsider.statusCode, outsider.json<Reply>().message]).toEqual([400, '园区只能为本园区企业填报信用记录']);
  });

  it('sends the department’s own good publications straight to 复审, on their own review list', async () => {
    const id = await created(desk.registrar, {
      creditType: 1,
      behaviorLevelId: GOOD_LEVEL,
      enterpriseId: outside,
      state: 1,
    });
    fired.add('0→3 submit');
    expect(await stateOf(id)).toBe(3);
    expect(await steps(id)).toEqual({ titles: ['提交', '复审', '完成'], current: 1 });
    expect(await listIds(desk.dept, '/api/creditregister/desk/publishReview?pageSize=100')).toContain(id);
    expect(await listIds(desk.dept, '/api/creditregister/desk/deptReview?pageSize=100')).not.toContain(id);
    const withdrawn = await acting('withdraw', id, () =>
      t.app.inject({ method: 'PUT', url: `/api/creditregister/withdraw?id=${id}`, headers: desk.registrar }),
    );
    expect(withdrawn.statusCode).toBe(200);
    const resent = await acting('submit', id, () =>
      save(
        desk.registrar,
        { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, enterpriseId: outside, state: 1 },
        { method: 'PUT' },
      ),
    );
    expect(resent.statusCode).toBe(200);
    await review(desk.dept, id, false, '请补充表彰文件');
    await acting('resubmit', id, () =>
      save(
        desk.registrar,
        { id, creditType: 1, behaviorLevelId: GOOD_LEVEL, enterpriseId: outside, state: 1 },
        { method: 'PUT' },
      ),
    );
    expect(await stateOf(id)).toBe(3);
    await review(desk.dept, id, true);
    expect(await stateOf(id)).toBe(7);
  });

  it('names the person of a behaviour about a person, and refuses it without one', async () => {
    const missing = await save(desk.enterprise, { creditType: 1, behaviorLevelId: PERSON_LEVEL, state: 1 });
    expect([missing.statusCode, missing.json<Reply>().message]).toEqual([400, '请选择该行为涉及的人员']);
    const staff = await t.app.inject({
      method: 'GET',
      url: '/api/enterpriseperson/page?pageSize=1',
      headers: desk.enterprise,
    });
    const personId = staff.json<Reply<{ pageData: { id: number; name: string }[] }>>().extraData.pageData[0]!;
    const id = await created(desk.enterprise, {
      creditType: 1,
      behaviorLevelId: PERSON_LEVEL,
      enterprisePersonId: personId.id,
      state: 1,
    });
    const record = (await single(desk.enterprise, id)).json<Reply<Record<string, unknown>>>().extraData;
    expect(record).toMatchObject({ actorDescription: '个人', enterprisePerson: { name: personId.name } });
  });

  it('shows the leader the −10 records waiting for 终审 on the demo data', async () => {
    const leaderList = await t.app.inject({
      method: 'GET',
      url: '/api/creditregister/desk/deptLeader',
      headers: desk.leader,
    });
    expect(
      leaderList
        .json<Reply<{ pageData: { scoreValue: number }[] }>>()
        .extraData.pageData.some((r) => r.scoreValue <= -10),
    ).toBe(true);
    const export_ = await t.app.inject({
      method: 'GET',
      url: '/api/creditregister/bad?format=xlsx',
      headers: desk.dept,
    });
    expect(export_.statusCode).toBe(200);
    expect(export_.headers['content-type']).toContain('spreadsheetml');
  });

  it('fired every transition of the credit-record workflow', () => {
    const table = CREDIT_RECORD_WORKFLOW.transitions.flatMap((transition) =>
      transition.from.map((from) => `${from}→${transition.to} ${transition.action}`),
    );
    expect([...new Set(table)].filter((transition) => !fired.has(transition))).toEqual([]);
  });
});
