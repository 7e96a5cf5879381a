import { APPEAL_STATES, CREDIT_APPEAL_WORKFLOW, REPAIR_WORKFLOW, REQUEST_STATES, stepBar } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  annexes,
  biddingFeedbackAnnexes,
  biddingFeedbacks,
  creditRecordAnnexes,
  creditRecordHistory,
  creditRecords,
  enterprises,
} from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart } from '../helpers/multipart.ts';
import { insertPublishedRecord } from '../helpers/test-enterprise.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { GOOD_RECORD_FORM } from './record-form.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };
type Detail = { revision: number; processStatus: number; scoreValue: number; behaviorDescription: string };

let t: TestApp;
let enterpriseId: number;
const desk = {} as Record<'enterprise' | 'first' | 'dept' | 'registrar', Headers>;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const [first] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  enterpriseId = first!.id;
  desk.enterprise = await t.authHeader('enterprise', { enterpriseId });
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
  desk.registrar = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

const CITY_HONOUR = 3; // 荣誉表彰 · 市级 +3
const PROVINCE_HONOUR = 2; // 荣誉表彰 · 省级

function save(
  fields: Record<string, string | number | undefined>,
  file: string | null,
  headers: Headers = {} as never,
) {
  const body = multipart(
    { ...GOOD_RECORD_FORM, ...fields },
    file ? [{ field: 'enterpriseAnnexes', fileName: file, content: PNG }] : [],
  );
  return t.app.inject({
    method: fields.id ? 'PUT' : 'POST',
    url: '/api/creditregister',
    headers: { ...desk.enterprise, ...headers, ...body.headers },
    payload: body.payload,
  });
}

async function submitted(level = CITY_HONOUR) {
  const res = await save({ behaviorLevelId: level, state: 1 }, '表彰文件.png');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<Reply<number>>().extraData;
}

/** The form fields that keep a record's stored attachments, as the web form sends them back. */
async function kept(id: number) {
  const rows = await t.db
    .select({ annexId: creditRecordAnnexes.annexId })
    .from(creditRecordAnnexes)
    .where(eq(creditRecordAnnexes.recordId, id));
  return Object.fromEntries(rows.map((row, i) => [`enterpriseAnnexes[${i}].id`, row.annexId]));
}

const single = (id: number, headers = desk.first) =>
  t.app.inject({ method: 'GET', url: `/api/creditregister/single?id=${id}`, headers });
const detail = async (id: number) => (await single(id)).json<Reply<Detail>>().extraData;
const review = (id: number, approved: boolean, headers: Headers, more: object = {}) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/creditregister/review',
    headers: { ...desk.first, ...headers },
    payload: { id, approved, ...(approved ? {} : { reason: '材料不全' }), ...more },
  });
const historyOf = async (id: number) =>
  (
    await t.db
      .select()
      .from(creditRecordHistory)
      .where(eq(creditRecordHistory.recordId, id))
      .orderBy(asc(creditRecordHistory.id))
  ).map((row) => row.instructions);

describe('a decision acts on what the reviewer saw (finding 1)', () => {
  it('refuses an approval from a screen opened before the record was withdrawn, changed and resubmitted', async () => {
    const id = await submitted();
    const seen = await single(id);
    const shown = seen.json<Reply<Detail>>().extraData;
    expect(seen.headers.etag).toBe(`"${shown.revision}"`);

    expect(
      (await t.app.inject({ method: 'PUT', url: `/api/creditregister/withdraw?id=${id}`, headers: desk.enterprise }))
        .statusCode,
    ).toBe(200);
    const resubmitted = await save({ id, behaviorLevelId: PROVINCE_HONOUR, state: 1 }, '新表彰文件.png');
    expect(resubmitted.statusCode, resubmitted.body).toBe(200);
    expect((await detail(id)).scoreValue).not.toBe(shown.scoreValue);

    const stale = await review(id, true, { 'if-match': seen.headers.etag as string } as never);
    expect([stale.statusCode, stale.json<Reply>().message]).toEqual([
      412,
      '该记录在您打开后已被修改，当前状态为待初审，请查看最新内容后重新操作',
    ]);
    const staleBody = await review(id, true, {} as never, { revision: shown.revision });
    expect(staleBody.statusCode).toBe(412);
    const batch = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/batchapprove',
      headers: desk.first,
      payload: { ids: [id], revisions: { [id]: shown.revision } },
    });
    const outcome = batch.json<Reply<{ passed: number[]; failed: { message: string }[] }>>().extraData;
    expect(outcome.passed).toEqual([]);
    expect(outcome.failed.map((failure) => failure.message)).toEqual([
      '该记录在您打开后已被修改，当前状态为待初审，请查看最新内容后重新操作',
    ]);
    expect((await detail(id)).processStatus).toBe(1);
    expect(await historyOf(id)).not.toContain('初审通过');

    const now = await detail(id);
    const fresh = await review(id, true, { 'if-match': `"${now.revision}"` } as never);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect((await detail(id)).processStatus).toBe(3);
  });

  it('answers a malformed If-Match with a Chinese 400', async () => {
    const id = await submitted();
    const res = await review(id, true, { 'if-match': '"abc"' } as never);
    expect(res.statusCode).toBe(400);
    expect(res.json<Reply>().message).toBe('请求头 If-Match 须为该事项的修订号（ETag）');
  });
});

describe('the department’s revocation acts on the record it showed', () => {
  it('refuses a revocation sent for a revision the record has moved past, and takes the current one', async () => {
    const id = await insertPublishedRecord(t.db, enterpriseId, '3', '2026-06-01', { origin: 'enterprise' });
    const { revision } = await detail(id);
    await t.db.update(creditRecords).set({ lastReason: '经办人补充了说明' }).where(eq(creditRecords.id, id));
    const repeal = (sent: number) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/creditregister/goodrepeal',
        headers: { ...desk.dept, 'if-match': `"${sent}"` },
        payload: { id, reason: '表彰材料经核查不实' },
      });
    expect((await repeal(revision)).statusCode).toBe(412);
    expect((await t.db.select().from(creditRecords).where(eq(creditRecords.id, id)))[0]?.endedOn).toBeNull();
    expect((await repeal(revision + 1)).statusCode).toBe(200);
  });
});

describe('an edit never touches a submitted item (finding 2)', () => {
  it('of a draft save and a resubmission sent from one screen at once, one applies and the other is refused', async () => {
    const id = await submitted();
    expect((await review(id, false, desk.first)).statusCode).toBe(200);
    const { revision } = await detail(id);
    const [draft, resubmit] = await Promise.all([
      save({ id, behaviorLevelId: CITY_HONOUR, state: 0, behaviorDescription: '草稿文本', revision }, '草稿附件.png'),
      save(
        { id, behaviorLevelId: CITY_HONOUR, state: 1, behaviorDescription: '重新提交文本', ...(await kept(id)) },
        null,
        {
          'if-match': `"${revision}"`,
        } as never,
      ),
    ]);
    expect([draft.statusCode, resubmit.statusCode].sort()).toEqual([200, 412]);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, id));
    const files = await t.db
      .select({ fileName: annexes.fileName })
      .from(creditRecordAnnexes)
      .innerJoin(annexes, eq(annexes.id, creditRecordAnnexes.annexId))
      .where(eq(creditRecordAnnexes.recordId, id));
    if (draft.statusCode === 200) {
      expect(record).toMatchObject({ processStatus: 2, behaviorDescription: '草稿文本' });
      expect(files.map((file) => file.fileName)).toEqual(['草稿附件.png']);
    } else {
      expect(record).toMatchObject({ processStatus: 1, behaviorDescription: '重新提交文本' });
      expect(files.map((file) => file.fileName)).toEqual(['表彰文件.png']);
    }
  });

  it('refuses a draft save of a record already resubmitted, leaving its text and files as submitted', async () => {
    const id = await submitted();
    const late = await save(
      { id, behaviorLevelId: CITY_HONOUR, state: 0, behaviorDescription: '草稿文本' },
      '草稿附件.png',
    );
    expect([late.statusCode, late.json<Reply>().message]).toEqual([409, '该记录当前状态为待初审，不能修改']);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, id));
    expect(record).toMatchObject({ processStatus: 1, behaviorDescription: '年度表彰' });
    expect(await t.db.select().from(creditRecordAnnexes).where(eq(creditRecordAnnexes.recordId, id))).toHaveLength(1);
  });

  it('refuses a bidding feedback draft save once it waits at 初审, its attachments untouched', async () => {
    const [feedback] = await t.db
      .select({
        id: biddingFeedbacks.id,
        enterpriseId: biddingFeedbacks.enterpriseId,
        name: biddingFeedbacks.agentProjectName,
      })
      .from(biddingFeedbacks)
      .where(eq(biddingFeedbacks.processStatus, 1))
      .limit(1);
    expect(feedback, 'the demo has a feedback waiting at 初审').toBeDefined();
    const agency = await t.authHeader('enterprise', { enterpriseId: feedback!.enterpriseId });
    const before = await t.db
      .select()
      .from(biddingFeedbackAnnexes)
      .where(eq(biddingFeedbackAnnexes.feedbackId, feedback!.id));
    const body = multipart({ id: feedback!.id, state: 0, agentProjectName: '草稿项目' });
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/biddingfeedback',
      headers: { ...agency, ...body.headers },
      payload: body.payload,
    });
    expect(res.statusCode).not.toBe(200);
    const [after] = await t.db.select().from(biddingFeedbacks).where(eq(biddingFeedbacks.id, feedback!.id));
    expect(after).toMatchObject({ processStatus: 1, agentProjectName: feedback!.name });
    expect(
      await t.db.select().from(biddingFeedbackAnnexes).where(eq(biddingFeedbackAnnexes.feedbackId, feedback!.id)),
    ).toHaveLength(before.length);
  });
});

describe('nothing a desk decided is erased (finding 3)', () => {
  it('refuses deleting a resubmitted record a desk returned, and keeps its history', async () => {
    const id = await submitted();
    expect((await review(id, false, desk.first)).statusCode).toBe(200);
    expect((await save({ id, behaviorLevelId: CITY_HONOUR, state: 1, ...(await kept(id)) }, null)).statusCode).toBe(
      200,
    );
    const history = await historyOf(id);
    const refused = await t.app.inject({
      method: 'DELETE',
      url: `/api/creditregister?id=${id}`,
      headers: desk.enterprise,
    });
    expect([refused.statusCode, refused.json<Reply>().message]).toEqual([
      409,
      '该记录已有审核岗位处理过，不能删除；如需修改，请撤回后修改再重新提交',
    ]);
    expect(await historyOf(id)).toEqual(history);
    expect((await detail(id)).processStatus).toBe(1);
  });

  it('deletes an untouched draft but keeps its history, with who deleted it', async () => {
    const res = await save({ behaviorLevelId: CITY_HONOUR, state: 0 }, null);
    const id = res.json<Reply<number>>().extraData;
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/creditregister?id=${id}`,
      headers: desk.enterprise,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(await t.db.select().from(creditRecords).where(eq(creditRecords.id, id))).toEqual([]);
    expect(await historyOf(id)).toEqual(['创建', '删除']);
  });

  it('refuses deleting a registrar’s bad record after 终审退回', async () => {
    const [returned] = await t.db
      .select({ id: creditRecords.id })
      .from(creditRecords)
      .where(eq(creditRecords.processStatus, 6))
      .limit(1);
    const id =
      returned?.id ??
      (
        await t.db
          .insert(creditRecords)
          .values({
            enterpriseId,
            creditType: 2,
            behaviorCategoryName: '测试',
            behaviorContentName: '测试',
            scoreValue: '-10',
            identificationUnit: '海口市住房和城乡建设局',
            actDeterminationDate: '2026-06-01',
            behaviorDescription: '测试',
            processStatus: 6,
            origin: 'department',
          })
          .returning({ id: creditRecords.id })
      )[0]!.id;
    const res = await t.app.inject({ method: 'DELETE', url: `/api/creditregister?id=${id}`, headers: desk.registrar });
    expect(res.statusCode).toBe(409);
    expect(await t.db.select().from(creditRecords).where(eq(creditRecords.id, id))).toHaveLength(1);
  });
});

describe('step bars say how an item ended (finding 6)', () => {
  it('draws a refused appeal, repair and revocation as an error at the step it ended at', () => {
    expect(stepBar(CREDIT_APPEAL_WORKFLOW, APPEAL_STATES.notAccepted, { scoreValue: -10 })).toEqual({
      titles: ['提交', '部门受理', '初审', '部门审核', '终审', '完成'],
      current: 1,
      status: 'error',
    });
    expect(
      stepBar(CREDIT_APPEAL_WORKFLOW, APPEAL_STATES.rejected, { scoreValue: -3 }, null, [
        '提交申诉',
        '初审驳回：理由不足',
      ]),
    ).toEqual({ titles: ['提交', '初审', '部门审核', '完成'], current: 1, status: 'error' });
    expect(stepBar(CREDIT_APPEAL_WORKFLOW, APPEAL_STATES.upheld, { scoreValue: -3 })).toEqual({
      titles: ['提交', '初审', '部门审核', '完成'],
      current: 3,
    });
    expect(stepBar(REPAIR_WORKFLOW, REQUEST_STATES.reviewRejected, { scoreValue: -3 })).toMatchObject({
      current: 2,
      status: 'error',
    });
  });
});

describe('history keeps order and whole characters (finding 7)', () => {
  it('counts a reason in characters, not UTF-16 units, and never splits one', async () => {
    const id = await submitted();
    const emoji = '😀'.repeat(400);
    const returned = await review(id, false, desk.first, { reason: emoji });
    expect(returned.statusCode, returned.body).toBe(200);
    const [last] = (await historyOf(id)).slice(-1);
    expect(last).toBe(`初审退回：${emoji}`);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, id));
    expect(record!.lastReason).toBe(emoji);
    const tooLong = await review(await submitted(), false, desk.first, { reason: '😀'.repeat(401) });
    expect(tooLong.statusCode).toBe(400);
  });

  it('stamps each history row with its statement’s time, so a transaction’s rows keep their order', async () => {
    const id = await submitted();
    expect((await review(id, false, desk.first)).statusCode).toBe(200);
    expect((await save({ id, behaviorLevelId: CITY_HONOUR, state: 1, ...(await kept(id)) }, null)).statusCode).toBe(
      200,
    );
    const rows = await t.db
      .select()
      .from(creditRecordHistory)
      .where(eq(creditRecordHistory.recordId, id))
      .orderBy(asc(creditRecordHistory.id));
    const [edit, resubmit] = rows.slice(-2);
    expect([edit!.instructions, resubmit!.instructions]).toEqual(['修改', '修改后重新提交']);
    expect(resubmit!.createdAt.getTime()).toBeGreaterThanOrEqual(edit!.createdAt.getTime());
    expect(rows.map((row) => row.createdAt.getTime())).toEqual(
      [...rows.map((row) => row.createdAt.getTime())].sort((a, b) => a - b),
    );
  });
});

describe('refusals say what happened (finding 8)', () => {
  it('tells a desk acting on a record not yet at its step where it is, not that someone handled it', async () => {
    const id = await submitted();
    const early = await review(id, true, desk.dept);
    expect([early.statusCode, early.json<Reply>().message]).toEqual([
      409,
      '该记录当前状态为待初审，不在您可办理的环节',
    ]);
  });

  it('tells the second of two reviewers at one desk that the record was handled', async () => {
    const id = await submitted();
    const other = await t.authHeader('firstReview');
    expect((await review(id, true, desk.first)).statusCode).toBe(200);
    const late = await review(id, true, other);
    expect([late.statusCode, late.json<Reply>().message]).toEqual([409, '该记录已被处理，当前状态为待复审']);
  });
});
