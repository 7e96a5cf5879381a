import { ASSESSMENT_MSG, MSG, todayInShanghai } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import {
  demo,
  examWorkbook,
  importFile,
  PNG,
  RELEASE_FORM,
  releaseRequest,
  type Envelope,
  type Page,
} from './assessment-fixtures.ts';

const RELATION = { prefix: 'PracticeAbilityReleaseRelations', idField: 'PracticeAbilityId' };
const BASE = '/api/practiceabilityrelease';

let t: TestApp;
let registrar: { authorization: string };
let reviewer: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  registrar = await t.authHeader('deptRegister');
  reviewer = await t.authHeader('deptReview');
});
afterAll(() => t.close());

interface ImportRow {
  id: number;
  createTime: string;
  socialCreditCode: string;
  scoreValue: number | null;
}

const publishableRows = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/practiceability/page?canPublish=1&pageSize=9999',
      headers: registrar,
    })
  ).json<Envelope<Page<ImportRow>>>().extraData.pageData;

/** Imports results of enterprises 1–3 (tiers 6, 4 and 3) for the exam period of `day`; returns their row ids. */
async function importScored(day: string, importer = registrar): Promise<number[]> {
  const time = { start: `${day} 09:00`, end: `${day} 11:00` };
  const answer = await importFile(
    t,
    '/api/practiceability/import',
    await examWorkbook([
      { enterprise: demo(1), score: 95, ...time },
      { enterprise: demo(2), score: 75, ...time },
      { enterprise: demo(3), score: 61, ...time },
    ]),
    importer,
  );
  expect(answer.json<Envelope>().message).toContain('成功3家');
  const rows = await publishableRows();
  return [demo(1), demo(2), demo(3)].map((enterprise) => {
    const row = rows.find(
      (candidate) => candidate.socialCreditCode === enterprise.code && candidate.createTime === rows[0]!.createTime,
    );
    if (!row) throw new Error(`no publishable row of ${enterprise.name}`);
    return row.id;
  });
}

const publish = (rowIds: number[], options: Partial<Parameters<typeof releaseRequest>[3]> = {}, headers = registrar) =>
  releaseRequest(t, BASE, headers, { relation: RELATION, rowIds, ...options });
const review = (payload: object, headers = reviewer) =>
  t.app.inject({ method: 'PUT', url: `${BASE}/review`, headers, payload });
const single = async (id: number) =>
  (await t.app.inject({ method: 'GET', url: `${BASE}/single?id=${id}`, headers: reviewer })).json<
    Envelope<{
      state: number;
      stateDescription: string;
      behaviorCategoryName: string;
      enterpriseAnnexes: { fileName: string; relativePath: string }[];
      history: { operator: string; instructions: string }[];
      practiceAbility: { enterpriseName: string; scoreValue: number; identifiedLevelName: string }[];
    }>
  >().extraData;

let rowIds: number[];
beforeAll(async () => {
  rowIds = await importScored('2026-02-01');
});

describe('publish: the release form (spec §5)', () => {
  it.each([
    ['identificationUnit', '', MSG.identificationUnitRequired],
    ['identificationUnit', '单'.repeat(51), '行为认定单位不能超过50个字符'],
    ['actDeterminationDate', '', MSG.actDeterminationDateRequired],
    ['actDeterminationDate', '2099-01-01', '日期不能晚于今天'],
    ['contactPerson', '   ', MSG.applicantRequired],
    ['contactPerson', '申'.repeat(11), '申请人不能超过10个字符'],
    ['behaviorDescription', '', MSG.behaviorDescriptionRequired],
    ['behaviorDescription', '述'.repeat(401), '行为内容描述不能超过400个字符'],
    ['relatedSymbol', '号'.repeat(51), '相关文号不能超过50个字符'],
  ])('refuses %s = %j with %s', async (field, value, message) => {
    const answer = (await publish(rowIds, { fields: { ...RELEASE_FORM, [field]: value } })).json<Envelope>();
    expect(answer.success).toBe(false);
    expect(answer.errors?.[field] ?? answer.message).toContain(message);
  });

  it('needs an attachment to submit, at least one row, and a known state', async () => {
    expect((await publish(rowIds, { files: [] })).json()).toMatchObject({
      success: false,
      message: MSG.releaseUploadRequired,
    });
    expect((await publish([])).json()).toMatchObject({ success: false, message: ASSESSMENT_MSG.noRowsToPublish });
    expect((await publish(rowIds, { state: 7 })).json()).toMatchObject({
      success: false,
      message: '请选择保存草稿或提交申请',
    });
  });

  it('keeps a draft without holding its rows (保存成功！)', async () => {
    expect((await publish(rowIds, { state: 0, files: [] })).json()).toMatchObject({
      success: true,
      message: MSG.savedBang,
    });
    expect((await publishableRows()).map((row) => row.id)).toEqual(expect.arrayContaining(rowIds));
  });

  it('refuses the reviewing desk and enterprise users', async () => {
    expect((await publish(rowIds, {}, reviewer)).statusCode).toBe(403);
    expect((await publish(rowIds, {}, await t.authHeader('enterprise', { enterpriseId: 1 }))).statusCode).toBe(403);
  });
});

describe('submit, review and approve', () => {
  let releaseId: number;

  it('submits for review: 提交申请成功，请等待后续审批, and the rows are no longer publishable', async () => {
    const answer = (await publish(rowIds)).json<Envelope<number>>();
    expect(answer).toMatchObject({ success: true, message: MSG.submittedForReview });
    releaseId = answer.extraData;
    expect((await publishableRows()).map((row) => row.id)).not.toEqual(expect.arrayContaining([rowIds[0]]));
    expect((await publish([rowIds[0]!])).json()).toMatchObject({
      success: false,
      message: ASSESSMENT_MSG.rowsNotPublishable,
    });
  });

  it('shows the reviewer the application with its attachments, history and scored enterprises', async () => {
    const page = (
      await t.app.inject({ method: 'GET', url: `${BASE}/page?state=3&pageIndex=1&pageSize=10`, headers: reviewer })
    ).json<Envelope<Page<{ id: number; stateDescription: string; creditTypeDescription: string }>>>().extraData;
    expect(page.pageData[0]).toMatchObject({
      id: releaseId,
      stateDescription: '待复审',
      creditTypeDescription: '良好',
    });
    const record = await single(releaseId);
    expect(record).toMatchObject({ state: 3, behaviorCategoryName: '执业能力' });
    expect(record.enterpriseAnnexes).toMatchObject([{ fileName: '认定文件.png' }]);
    expect(record.history).toMatchObject([{ instructions: '提交申请' }]);
    expect(record.practiceAbility.map((row) => row.scoreValue)).toEqual([6, 4, 3]);
    expect(record.practiceAbility[0]).toMatchObject({ enterpriseName: demo(1).name, identifiedLevelName: '甲级' });
    const summary = (
      await t.app.inject({ method: 'GET', url: `${BASE}/summarypracticeability?id=${releaseId}`, headers: reviewer })
    ).json<Envelope<{ scoreValue: number; count: number }[]>>().extraData;
    expect(summary).toEqual([
      { scoreValue: 3, label: '+3', count: 1 },
      { scoreValue: 4, label: '+4', count: 1 },
      { scoreValue: 5, label: '+5', count: 0 },
      { scoreValue: 6, label: '+6', count: 1 },
    ]);
  });

  it('the publishing desk cannot review', async () => {
    expect((await review({ id: releaseId, approved: true }, registrar)).statusCode).toBe(403);
  });

  it('of two reviewers acting at once, one decides and the other is told the new state', async () => {
    const answers = await Promise.all([
      review({ id: releaseId, approved: true }),
      review({ id: releaseId, approved: false, reason: '材料不全' }),
    ]);
    const succeeded = answers.filter((answer) => answer.json<Envelope>().success);
    expect(succeeded).toHaveLength(1);
    const refused = answers.find((answer) => !answer.json<Envelope>().success)!;
    expect(refused.statusCode).toBe(409);
    expect(refused.json<Envelope>().message).toMatch(/^该申请已被处理，当前状态为(已完成|复审拒绝)$/);
  });
});

describe('approve and reject effects', () => {
  it('approving creates one good-credit record per scored enterprise, with the release history', async () => {
    const ids = await importScored('2026-05-01');
    const releaseId = (await publish(ids)).json<Envelope<number>>().extraData;
    const answer = (await review({ id: releaseId, approved: true })).json<Envelope>();
    expect(answer).toMatchObject({ success: true, message: '审核通过，已为3家企业生成良好信用记录' });
    const records = await t.db
      .select({
        enterpriseId: creditRecords.enterpriseId,
        scoreValue: creditRecords.scoreValue,
        category: creditRecords.behaviorCategoryName,
      })
      .from(creditRecords)
      .where(eq(creditRecords.assessmentReleaseId, releaseId));
    expect(records.map((record) => Number(record.scoreValue)).sort()).toEqual([3, 4, 6]);
    expect(records.every((record) => record.category === '执业能力')).toBe(true);
    const record = await single(releaseId);
    expect(record).toMatchObject({ state: 7, stateDescription: '已完成' });
    expect(record.history.map((entry) => entry.instructions)).toEqual(['提交申请', '审核通过']);
    // A completed release keeps its rows: they are neither publishable nor deletable.
    const del = await t.app.inject({
      method: 'DELETE',
      url: '/api/practiceability/delete',
      headers: registrar,
      payload: [ids[0]],
    });
    expect(del.json()).toMatchObject({ success: false, message: ASSESSMENT_MSG.rowsLocked });
    // Nor can a re-import overwrite them.
    const time = { start: '2026-05-02 09:00', end: '2026-05-02 11:00' };
    await importFile(
      t,
      '/api/practiceability/import',
      await examWorkbook([{ enterprise: demo(1), score: 50, ...time }]),
      registrar,
    );
    const failed = (
      await t.app.inject({
        method: 'GET',
        url: '/api/practiceability/page?canPublish=0&pageSize=1',
        headers: registrar,
      })
    ).json<Envelope<Page<{ reason: string }>>>().extraData.pageData[0]!;
    expect(failed.reason).toContain('该企业本期结果已发布或正在审核，不能重复导入');
  });

  it('refusing needs a reason, writes it to the history and frees the rows', async () => {
    const ids = (await importScored('2026-08-01')).slice(0, 2);
    const releaseId = (await publish(ids)).json<Envelope<number>>().extraData;
    expect((await review({ id: releaseId, approved: false })).json()).toMatchObject({
      success: false,
      message: ASSESSMENT_MSG.refusalReasonRequired,
    });
    expect((await review({ id: releaseId, approved: false, reason: '认定文件不清晰' })).json()).toMatchObject({
      success: true,
    });
    const record = await single(releaseId);
    expect(record.state).toBe(5);
    expect(record.history.at(-1)).toMatchObject({ instructions: '审核拒绝：认定文件不清晰' });
    expect((await publishableRows()).map((row) => row.id)).toEqual(expect.arrayContaining(ids));
    expect(
      await t.db
        .select()
        .from(creditRecords)
        .where(and(eq(creditRecords.assessmentReleaseId, releaseId))),
    ).toEqual([]);
  });

  it('refuses an unknown state and an application range that ends before it starts', async () => {
    const pageMessage = async (query: string) =>
      (await t.app.inject({ method: 'GET', url: `${BASE}/page?${query}`, headers: reviewer })).json<Envelope>().message;
    expect(await pageMessage('state=3,9')).toBe('请选择状态');
    expect(await pageMessage('registerStart=2026-03-02&registerEnd=2026-03-01')).toBe(
      '申请结束日期不能早于申请开始日期',
    );
  });

  it('exports the review list with the columns of screen 4', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `${BASE}/page?format=xlsx&state=5,7&registerStart=${todayInShanghai()}&pageSize=1000000`,
      headers: reviewer,
    });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(/执业能力加分审核\d{14}\.xlsx/);
    const rows = await sheetValues(response.rawPayload);
    expect(rows[0]).toEqual([
      '信用类别',
      '行为项目',
      '行为内容描述',
      '认定依据',
      '行为认定单位',
      '行为认定日期',
      '申请人',
      '申请日期',
      '状态',
    ]);
    const states = rows.slice(1).map((row) => row[8]);
    // Today's: the concurrent review above ended either way, the two later ones one each (the demo data's are older).
    expect(states).toHaveLength(3);
    expect(states).toEqual(expect.arrayContaining(['已完成', '复审拒绝']));
  });
});

describe('drafts', () => {
  const drafts = async () =>
    (await t.app.inject({ method: 'GET', url: `${BASE}/drafts?pageIndex=1&pageSize=10`, headers: registrar })).json<
      Envelope<Page<{ id: number; state: number; stateDescription: string }>>
    >().extraData;

  it('lists drafts to the publishing desk only, and never to the reviewer', async () => {
    const ids = await importScored('2026-09-01');
    const draftId = (await publish(ids, { state: 0 })).json<Envelope<number>>().extraData;
    expect((await drafts()).pageData).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: draftId, stateDescription: '草稿' })]),
    );
    expect((await t.app.inject({ method: 'GET', url: `${BASE}/drafts`, headers: reviewer })).statusCode).toBe(403);
    const reviewList = (
      await t.app.inject({ method: 'GET', url: `${BASE}/page?state=0&pageSize=100`, headers: reviewer })
    ).json<Envelope<Page<{ id: number }>>>().extraData;
    expect(reviewList.pageData).toEqual([]);
  });

  it('submits a draft for review once; a second submit is told its state', async () => {
    const draftId = (await drafts()).pageData[0]!.id;
    const submit = () =>
      t.app.inject({ method: 'PUT', url: `${BASE}/submit`, headers: registrar, payload: { id: draftId } });
    expect((await submit()).json()).toMatchObject({ success: true, message: MSG.submittedForReview });
    expect((await single(draftId)).history.map((entry) => entry.instructions)).toEqual(['保存草稿', '提交申请']);
    const again = await submit();
    expect(again.statusCode).toBe(409);
    expect(again.json<Envelope>().message).toBe('该申请当前状态为待复审，不能提交');
  });

  it('refuses to submit a draft without attachments or whose rows were published meanwhile', async () => {
    const ids = await importScored('2026-10-01');
    const bare = (await publish(ids, { state: 0, files: [] })).json<Envelope<number>>().extraData;
    const submit = (id: number) =>
      t.app.inject({ method: 'PUT', url: `${BASE}/submit`, headers: registrar, payload: { id } });
    expect((await submit(bare)).json()).toMatchObject({ success: false, message: MSG.releaseUploadRequired });
    const withFile = (await publish(ids, { state: 0 })).json<Envelope<number>>().extraData;
    expect((await publish(ids)).json()).toMatchObject({ success: true });
    expect((await submit(withFile)).json()).toMatchObject({
      success: false,
      message: ASSESSMENT_MSG.rowsNotPublishable,
    });
  });

  it('deletes a draft (删除成功！) but nothing else', async () => {
    const ids = await importScored('2025-12-01');
    const draftId = (await publish(ids, { state: 0 })).json<Envelope<number>>().extraData;
    const remove = (id: number) => t.app.inject({ method: 'DELETE', url: `${BASE}?id=${id}`, headers: registrar });
    expect((await remove(draftId)).json()).toMatchObject({ success: true, message: MSG.deletedBang });
    expect(
      (await t.app.inject({ method: 'GET', url: `${BASE}/single?id=${draftId}`, headers: reviewer })).statusCode,
    ).toBe(404);
    const submitted = (await publish(ids)).json<Envelope<number>>().extraData;
    expect((await remove(submitted)).statusCode).toBe(409);
  });

  it('takes attachments sent as plain enterpriseAnnexes parts, typed 附件', async () => {
    const ids = await importScored('2025-08-01');
    const plain = [
      { field: 'enterpriseAnnexes', fileName: '认定文件.png', content: PNG },
      { field: 'enterpriseAnnexes', fileName: '认定文件二.png', content: PNG },
    ];
    const created = (await publish(ids, { files: plain })).json<Envelope<number>>();
    expect(created).toMatchObject({ success: true, message: MSG.submittedForReview });
    const annexes = (await single(created.extraData)).enterpriseAnnexes;
    expect(annexes.map((annex) => annex.fileName).sort()).toEqual(['认定文件.png', '认定文件二.png']);
  });
});

describe('segregation of duties: no one decides what they imported or published (finding 5)', () => {
  const MAKER = '您是该申请的填报、导入或提交人，不能审核本人经手的申请';

  it('refuses the super administrator reviewing a release they published; another reviewer decides it', async () => {
    const admin = await t.authHeader('superAdmin');
    const published = (await publish(await importScored('2025-02-01'), {}, admin)).json<Envelope<number>>();
    expect(published.success).toBe(true);
    const refused = await review({ id: published.extraData, approved: true }, admin);
    expect([refused.statusCode, refused.json<Envelope>().message]).toEqual([403, MAKER]);
    expect((await single(published.extraData)).state).toBe(3);
    expect((await review({ id: published.extraData, approved: true })).statusCode).toBe(200);
  });

  it('refuses the super administrator reviewing a release of rows they imported', async () => {
    const admin = await t.authHeader('superAdmin');
    const published = (await publish(await importScored('2025-05-01', admin))).json<Envelope<number>>();
    expect(published.success).toBe(true);
    const refused = await review({ id: published.extraData, approved: false, reason: '材料不全' }, admin);
    expect([refused.statusCode, refused.json<Envelope>().message]).toEqual([403, MAKER]);
    expect((await single(published.extraData)).state).toBe(3);
  });
});
