import { REPAIR_WORKFLOW, REQUEST_STATES, REVOCATION_WORKFLOW } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  creditRecordHistory,
  creditRequestHistory,
  creditRecords,
  creditRequests,
  enterprises,
  notifications,
} from '../../src/db/schema/index.ts';
import { PNG } from '../assessment/assessment-fixtures.ts';
import { multipart, type MultipartFilePart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
type Reply<T = unknown> = { success: boolean; message: string; extraData: T };

let t: TestApp;
let enterpriseId: number;
const desk = {} as Record<'own' | 'other' | 'first' | 'dept' | 'leader', Headers>;
const fired = new Set<string>();

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  const rows = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  enterpriseId = rows[0]!.id;
  desk.own = await t.authHeader('enterprise', { enterpriseId });
  desk.other = await t.authHeader('enterprise', { enterpriseId: rows[1]!.id });
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
  desk.leader = await t.authHeader('deptLeader');
});
afterAll(() => t.close());

/** A published record of the enterprise: good (its own declaration) or bad, published `daysAgo` days ago. */
async function published(kind: 'good' | 'bad', level: number, score: string, daysAgo: number) {
  const at = new Date(Date.now() - daysAgo * 86_400_000);
  const [row] = await t.db
    .insert(creditRecords)
    .values({
      enterpriseId,
      creditType: kind === 'good' ? 1 : 2,
      behaviorCategoryName: kind === 'good' ? '荣誉表彰' : '行政处罚',
      behaviorContentName:
        kind === 'good' ? '获得县级以上人民政府或建设行政主管部门表彰' : '受到建设行政主管部门行政处罚',
      scoreValue: score,
      behaviorLevelId: level,
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: at.toISOString().slice(0, 10),
      behaviorDescription: kind === 'good' ? '年度表彰' : '行政处罚',
      processStatus: 7,
      origin: kind === 'good' ? 'enterprise' : 'department',
      submittedAt: at,
      completedAt: at,
    })
    .returning({ id: creditRecords.id });
  return row!.id;
}

const COMMITMENT: MultipartFilePart = { field: 'enterpriseAnnexes[0].file', fileName: '承诺书.png', content: PNG };
const PROOF: MultipartFilePart = { field: 'enterpriseAnnexes[1].file', fileName: '整改报告.png', content: PNG };

async function apply(kind: 'revoke' | 'repair', headers: Headers, recordId: number, files: MultipartFilePart[] = []) {
  const fields: Record<string, string | number> = { recordId, reason: '已完成全部整改并作出信用承诺' };
  if (files.includes(COMMITMENT)) fields['enterpriseAnnexes[0].fileType'] = '信用修复承诺书';
  if (files.includes(PROOF)) fields['enterpriseAnnexes[1].fileType'] = '整改证明材料';
  const body = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: `/api/creditrequest/${kind}`,
    headers: { ...headers, ...body.headers },
    payload: body.payload,
  });
}

const stateOf = async (id: number) =>
  (await t.db.select({ s: creditRequests.processStatus }).from(creditRequests).where(eq(creditRequests.id, id)))[0]?.s;

async function applied(kind: 'revoke' | 'repair', recordId: number, files: MultipartFilePart[] = []) {
  const res = await apply(kind, desk.own, recordId, files);
  expect(res.statusCode, res.body).toBe(200);
  const id = res.json<Reply<number>>().extraData;
  fired.add(`${kind} 0→${await stateOf(id)} submit`);
  return id;
}

async function decide(kind: 'revoke' | 'repair', headers: Headers, id: number, approved: boolean, reason?: string) {
  const before = await stateOf(id);
  const res = await t.app.inject({
    method: 'PUT',
    url: `/api/creditrequest/${kind}/review`,
    headers,
    payload: { id, approved, reason },
  });
  if (res.statusCode === 200) fired.add(`${kind} ${before}→${await stateOf(id)} ${approved ? 'approve' : 'reject'}`);
  return res;
}

const openItemOf = async (recordId: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/creditregister/inforce?pageSize=100', headers: desk.own }))
    .json<Reply<{ pageData: { id: number; openItem: string | null }[] }>>()
    .extraData.pageData.find((row) => row.id === recordId)?.openItem;

const inForce = async (creditType: number) =>
  (
    await t.app.inject({
      method: 'GET',
      url: `/api/creditregister/inforce?creditType=${creditType}&pageSize=100`,
      headers: desk.own,
    })
  )
    .json<Reply<{ pageData: { id: number }[] }>>()
    .extraData.pageData.map((row) => row.id);

describe('revocation of a good declaration', () => {
  it('is decided by the first-review desk; approved, the record stops counting', async () => {
    const kept = await published('good', 3, '3', 10);
    const refused = await applied('revoke', kept);
    expect(await stateOf(refused)).toBe(1);
    expect((await decide('revoke', desk.first, refused, false)).json<Reply>().message).toBe('请填写退回原因');
    expect((await decide('revoke', desk.first, refused, false, '表彰仍然有效')).statusCode).toBe(200);
    expect(await inForce(1)).toContain(kept);

    const id = await applied('revoke', kept);
    expect((await decide('revoke', desk.first, id, true)).json()).toMatchObject({
      message: '已同意撤销，该信用记录自今日起不再计分',
    });
    expect(await stateOf(id)).toBe(7);
    expect(await inForce(1)).not.toContain(kept);
  });

  it('applies only to the enterprise’s own published good declarations', async () => {
    const bad = await published('bad', 29, '-3', 10);
    expect((await apply('revoke', desk.own, bad)).json<Reply>().message).toBe(
      '只能撤销本企业申报并已发布、仍在有效期内的良好信用记录',
    );
    const good = await published('good', 3, '3', 10);
    expect((await apply('revoke', desk.other, good)).statusCode).toBe(400);
    await applied('revoke', good);
    const twice = await apply('revoke', desk.own, good);
    expect([twice.statusCode, twice.json<Reply>().message]).toEqual([409, '该记录已有撤销申请正在处理']);
  });
});

describe('credit repair of a bad record', () => {
  it('is refused before the minimum publicity and accepted after it', async () => {
    const recent = await published('bad', 29, '-3', 30); // 警告: 3 months
    const early = await apply('repair', desk.own, recent, [COMMITMENT, PROOF]);
    expect(early.statusCode).toBe(400);
    expect(early.json<Reply>().message).toMatch(/^该记录公示未满3个月，\d{4}-\d{2}-\d{2}起可申请信用修复$/);

    const old = await published('bad', 29, '-3', 100);
    const noProof = await apply('repair', desk.own, old, [COMMITMENT]);
    expect([noProof.statusCode, noProof.json<Reply>().message]).toEqual([400, '请上传整改证明材料']);
    const id = await applied('repair', old, [COMMITMENT, PROOF]);
    // The pickers read the in-force list: the record is marked and a second application refused.
    expect(await openItemOf(old)).toBe('信用修复中');
    const twice = await apply('repair', desk.own, old, [COMMITMENT, PROOF]);
    expect([twice.statusCode, twice.json<Reply>().message]).toEqual([409, '该记录已有信用修复申请正在处理']);
    const view = await t.app.inject({ method: 'GET', url: `/api/creditrequest/single?id=${id}`, headers: desk.first });
    const shown =
      view.json<Reply<{ dueOn: string; overdue: boolean; steps: { titles: string[] }; enterpriseAnnexes: unknown[] }>>()
        .extraData;
    expect(shown.dueOn).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(shown.overdue).toBe(false);
    expect(shown.steps.titles).toEqual(['提交', '初审', '复审', '完成']);
    expect(shown.enterpriseAnnexes).toHaveLength(2);
    await decide('repair', desk.first, id, true);
    expect((await decide('repair', desk.dept, id, true)).json()).toMatchObject({
      message: '信用修复已完成，该信用记录自今日起不再计分',
    });
    expect(await inForce(2)).not.toContain(old);
  });

  it('takes a −10 or worse record to 终审, and any desk may reject it with a reason', async () => {
    const serious = await published('bad', 31, '-12', 400); // 责令停业整顿: 12 months
    const first = await applied('repair', serious, [COMMITMENT, PROOF]);
    await decide('repair', desk.first, first, false, '整改报告未盖章');
    expect(await stateOf(first)).toBe(2);
    const second = await applied('repair', serious, [COMMITMENT, PROOF]);
    await decide('repair', desk.first, second, true);
    await decide('repair', desk.dept, second, false, '承诺书内容不完整');
    expect(await stateOf(second)).toBe(5);
    const third = await applied('repair', serious, [COMMITMENT, PROOF]);
    await decide('repair', desk.first, third, true);
    expect((await decide('repair', desk.dept, third, true)).json()).toMatchObject({
      message: '已报部门领导终审',
    });
    await decide('repair', desk.leader, third, false, '整改不到位');
    expect(await stateOf(third)).toBe(6);
    const fourth = await applied('repair', serious, [COMMITMENT, PROOF]);
    await decide('repair', desk.first, fourth, true);
    await decide('repair', desk.dept, fourth, true);
    expect((await decide('repair', desk.leader, fourth, true)).json()).toMatchObject({
      message: '信用修复已完成，该信用记录自今日起不再计分',
    });
    expect(await inForce(2)).not.toContain(serious);
    const todo = await t.app.inject({
      method: 'GET',
      url: '/api/creditrequest/repair/desk/firstReview?done=1&pageSize=100',
      headers: desk.first,
    });
    expect(todo.json<Reply<{ pageData: { id: number }[] }>>().extraData.pageData.map((row) => row.id)).toContain(
      fourth,
    );
  });

  it('closes the enterprise’s open revocation when the department revokes the record first: one ending, one notice', async () => {
    const good = await published('good', 3, '3', 25);
    const request = await applied('revoke', good);
    const noticesBefore = await t.db.select().from(notifications).where(eq(notifications.enterpriseId, enterpriseId));
    const repealed = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/goodrepeal',
      headers: desk.dept,
      payload: { id: good, reason: '表彰材料经核查不实' },
    });
    expect(repealed.statusCode, repealed.body).toBe(200);
    expect(await stateOf(request)).toBe(REQUEST_STATES.closed);
    fired.add(`revoke ${REQUEST_STATES.firstReview}→${REQUEST_STATES.closed} close`);
    const history = await t.db
      .select()
      .from(creditRequestHistory)
      .where(eq(creditRequestHistory.requestId, request))
      .orderBy(asc(creditRequestHistory.id));
    expect(history.at(-1)).toMatchObject({
      desk: 'platform',
      instructions: '信用记录已失效，终止办理：该信用记录已部门撤销',
    });

    // The desk's stale approval of the closed request changes nothing: the department's ending stands.
    const late = await decide('revoke', desk.first, request, true);
    expect([late.statusCode, late.json<Reply>().message]).toEqual([409, '该申请当前状态为已终止，不在您可办理的环节']);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, good));
    expect(record).toMatchObject({ endReason: '部门撤销' });
    const notices = (await t.db.select().from(notifications).where(eq(notifications.enterpriseId, enterpriseId))).slice(
      noticesBefore.length,
    );
    expect(notices.map((note) => note.content)).toEqual([
      expect.stringContaining('已由主管部门撤销；办理中的信用撤销申请随之终止：表彰材料经核查不实'),
    ]);
  });

  it('ends a record once: an approval that finds it already ended moves nothing', async () => {
    const good = await published('good', 3, '3', 26);
    const request = await applied('revoke', good);
    // Ended by another way in between (an ending that left this request open, as older data may).
    await t.db
      .update(creditRecords)
      .set({ endedOn: '2026-01-05', endReason: '撤销' })
      .where(eq(creditRecords.id, good));
    const approved = await decide('revoke', desk.first, request, true);
    expect([approved.statusCode, approved.json<Reply>().message]).toEqual([
      409,
      '该信用记录已失效，不能再次终止其效力',
    ]);
    expect(await stateOf(request)).toBe(REQUEST_STATES.firstReview);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, good));
    expect(record).toMatchObject({ endedOn: '2026-01-05', endReason: '撤销' });
  });

  it('fired every transition of both workflows', () => {
    const table = [
      ...REVOCATION_WORKFLOW.transitions.flatMap((t) => t.from.map((from) => `revoke ${from}→${t.to} ${t.action}`)),
      ...REPAIR_WORKFLOW.transitions.flatMap((t) => t.from.map((from) => `repair ${from}→${t.to} ${t.action}`)),
    ];
    expect([...new Set(table)].filter((transition) => !fired.has(transition))).toEqual([]);
  });
});

describe('the department revokes a good record (goodCreditRepeal)', () => {
  const repeal = (headers: Headers, body: unknown) =>
    t.app.inject({ method: 'PUT', url: '/api/creditregister/goodrepeal', headers, payload: body as object });
  const listed = async (headers: Headers) => {
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/creditregister/goodrepeal?enterpriseName=&pageSize=100`,
      headers,
    });
    return res.statusCode === 200
      ? res.json<Reply<{ pageData: { id: number; creditType: number }[] }>>().extraData.pageData
      : res.statusCode;
  };

  it('lists good records in force to department review only, and ends one with its reason', async () => {
    const good = await published('good', 3, '3', 20);
    const bad = await published('bad', 8, '-3', 20);
    const rows = await listed(desk.dept);
    expect(Array.isArray(rows) && rows.map((row) => row.id)).toContain(good);
    expect(Array.isArray(rows) && rows.every((row) => row.creditType === 1)).toBe(true);
    expect(await listed(desk.own)).toBe(403);
    expect(await listed(desk.first)).toBe(403);

    expect((await repeal(desk.dept, { id: good, reason: '  ' })).json()).toMatchObject({
      success: false,
      errors: { reason: '请填写撤销原因' },
    });
    expect((await repeal(desk.own, { id: good, reason: '材料不实' })).statusCode).toBe(403);
    expect((await repeal(desk.dept, { id: bad, reason: '材料不实' })).statusCode).toBe(409);

    const done = await repeal(desk.dept, { id: good, reason: '表彰材料经核查不实' });
    expect(done.json()).toMatchObject({ success: true, message: '已撤销，该信用记录自今日起不再计分' });
    expect(await inForce(1)).not.toContain(good);
    const after = await listed(desk.dept);
    expect(Array.isArray(after) && after.map((row) => row.id)).not.toContain(good);
    const [record] = await t.db.select().from(creditRecords).where(eq(creditRecords.id, good));
    expect(record).toMatchObject({ endReason: '部门撤销', lastReason: '表彰材料经核查不实' });
    const history = await t.db.select().from(creditRecordHistory).where(eq(creditRecordHistory.recordId, good));
    expect(history.map((row) => row.instructions)).toContain('撤销：表彰材料经核查不实');
    const notes = await t.db.select().from(notifications).where(eq(notifications.enterpriseId, enterpriseId));
    expect(notes.map((note) => note.title)).toContain(`信用记录${record!.registerNumber}已被撤销`);

    const again = await repeal(desk.dept, { id: good, reason: '再次撤销' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: '只能撤销已发布且仍在有效期内的良好信用记录' });
  });
});
