import { asc, eq, gt, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises, operationLogs } from '../../src/db/schema/index.ts';
import {
  demo,
  examWorkbook,
  importFile,
  PNG,
  releaseRequest,
  RELEASE_FORM,
  type Envelope,
  type Page,
} from '../assessment/assessment-fixtures.ts';
import { multipart, type MultipartFilePart } from '../helpers/multipart.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };

/** The client address the requests come from, as a proxy forwards it. */
const CLIENT_IP = '198.51.100.23';

let t: TestApp;
let enterpriseId: number;
const desk = {} as Record<'own' | 'agency' | 'first' | 'dept' | 'registrar', Headers>;

beforeAll(async () => {
  t = await buildTestApp({ seed: true, env: { TRUST_PROXY: 'loopback' } });
  const rows = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id));
  enterpriseId = rows[0]!.id;
  desk.own = await t.authHeader('enterprise', { enterpriseId });
  desk.agency = await t.authHeader('enterprise', { enterpriseId: rows[9]!.id });
  desk.first = await t.authHeader('firstReview');
  desk.dept = await t.authHeader('deptReview');
  desk.registrar = await t.authHeader('deptRegister');
}, 120_000);
afterAll(() => t.close());

const send = (
  method: 'POST' | 'PUT' | 'DELETE',
  url: string,
  headers: Headers,
  body?: { fields: Record<string, string | number>; files?: MultipartFilePart[] } | object,
) => {
  const forwarded = { ...headers, 'x-forwarded-for': CLIENT_IP };
  if (body && 'fields' in body) {
    const form = multipart(body.fields, body.files);
    return t.app.inject({ method, url, headers: { ...forwarded, ...form.headers }, payload: form.payload });
  }
  return t.app.inject({ method, url, headers: forwarded, ...(body ? { payload: body } : {}) });
};

/** Runs a change and answers the entries it wrote, oldest first. */
async function entriesOf(change: () => Promise<{ statusCode: number; body: string }>) {
  const [last] = await t.db.select({ id: sql<number>`coalesce(max(id), 0)::int` }).from(operationLogs);
  const res = await change();
  expect(res.statusCode, res.body).toBe(200);
  return t.db.select().from(operationLogs).where(gt(operationLogs.id, last!.id)).orderBy(asc(operationLogs.id));
}
async function onlyEntryOf(change: () => Promise<{ statusCode: number; body: string }>) {
  const entries = await entriesOf(change);
  expect(entries).toHaveLength(1);
  expect(entries[0]?.ip).toBe(CLIENT_IP);
  return entries[0]!;
}

const GOOD_LEVEL = 3; // 荣誉表彰 · 市级 +3
const RECORD = {
  creditType: 1,
  behaviorLevelId: GOOD_LEVEL,
  identificationUnit: '海口市住房和城乡建设局',
  actDeterminationDate: '2026-06-01',
  behaviorDescription: '年度表彰',
  contactPerson: '李明',
  telephone: '13800138000',
};
const EVIDENCE = [{ field: 'enterpriseAnnexes', fileName: '表彰文件.png', content: PNG }];

describe('操作日志 of the review flows', () => {
  it('logs a credit record saved, corrected, submitted, decided at a desk, withdrawn and deleted', async () => {
    const created = await onlyEntryOf(() =>
      send('POST', '/api/creditregister', desk.own, { fields: { ...RECORD, state: 0 }, files: EVIDENCE }),
    );
    const id = Number(created.objectId);
    const [record] = await t.db
      .select({ registerNumber: creditRecords.registerNumber })
      .from(creditRecords)
      .where(eq(creditRecords.id, id));
    expect(created).toMatchObject({
      objectKind: 'creditRecord',
      objectLabel: record!.registerNumber,
      action: '新增',
      roleName: '企业',
      before: null,
    });
    expect(created.after).toMatchObject({ 信用类型: '良好', 行为类别: '荣誉表彰', 分值: '3', 联系电话: '138****8000' });

    const corrected = await onlyEntryOf(() =>
      send('PUT', '/api/creditregister', desk.own, {
        fields: { ...RECORD, id, state: 0, behaviorDescription: '市级年度表彰' },
        files: EVIDENCE,
      }),
    );
    expect(corrected).toMatchObject({
      action: '修改',
      before: { 行为内容描述: '年度表彰' },
      after: { 行为内容描述: '市级年度表彰' },
    });

    const submitted = await entriesOf(() =>
      send('PUT', '/api/creditregister', desk.own, {
        fields: { ...RECORD, id, state: 1, behaviorDescription: '市级年度表彰' },
        files: EVIDENCE,
      }),
    );
    // The save changed no field: only the submit is logged.
    expect(submitted.map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['提交', { 状态: '草稿' }, { 状态: '待初审' }],
    ]);

    const withdrawn = await onlyEntryOf(() => send('PUT', `/api/creditregister/withdraw?id=${id}`, desk.own));
    expect(withdrawn).toMatchObject({ action: '撤回', objectLabel: record!.registerNumber });

    const resubmitted = await entriesOf(() =>
      send('PUT', '/api/creditregister', desk.own, {
        fields: { ...RECORD, id, state: 1, behaviorDescription: '市级年度表彰' },
        files: EVIDENCE,
      }),
    );
    expect(resubmitted.at(-1)?.action).toMatch(/提交/);
    const returned = await onlyEntryOf(() =>
      send('PUT', '/api/creditregister/review', desk.first, { id, approved: false, reason: '证明材料不清晰' }),
    );
    expect(returned).toMatchObject({
      objectKind: 'creditRecord',
      objectId: String(id),
      roleName: '初审',
      action: '初审退回',
      before: { 状态: '待初审' },
      reason: '证明材料不清晰',
    });

    const deletable = await onlyEntryOf(() =>
      send('POST', '/api/creditregister', desk.own, { fields: { ...RECORD, state: 0 }, files: EVIDENCE }),
    );
    const deleted = await onlyEntryOf(() => send('DELETE', `/api/creditregister?id=${deletable.objectId}`, desk.own));
    expect(deleted).toMatchObject({ action: '删除', after: null });
    expect(deleted.before).toMatchObject({ 行为类别: '荣誉表彰', 行为认定单位: '海口市住房和城乡建设局' });
  });

  it('logs an appeal, a repair and a revocation through the workflow engine, once each', async () => {
    const bad = await publishedRecord('bad', 29, '-3', 1);
    const appeal = await onlyEntryOf(() =>
      send('POST', '/api/creditappeal', desk.own, {
        fields: { recordId: bad, complainant: '李明', telephone: '13800138000', appealReason: '抽查时漏看了附页' },
        files: [{ field: 'enterpriseAnnexes', fileName: '签字页.png', content: PNG }],
      }),
    );
    expect(appeal).toMatchObject({ objectKind: 'creditAppeal', action: '提交申诉', before: { 状态: '草稿' } });
    const decided = await onlyEntryOf(() =>
      send('PUT', '/api/creditappeal/review', desk.first, {
        id: Number(appeal.objectId),
        approved: false,
        reason: '理由不成立',
      }),
    );
    expect(decided).toMatchObject({ objectKind: 'creditAppeal', reason: '理由不成立', roleName: '初审' });

    const old = await publishedRecord('bad', 29, '-3', 100);
    const repair = await onlyEntryOf(() =>
      send('POST', '/api/creditrequest/repair', desk.own, {
        fields: {
          recordId: old,
          reason: '已完成全部整改并作出信用承诺',
          'enterpriseAnnexes[0].fileType': '信用修复承诺书',
          'enterpriseAnnexes[1].fileType': '整改证明材料',
        },
        files: [
          { field: 'enterpriseAnnexes[0].file', fileName: '承诺书.png', content: PNG },
          { field: 'enterpriseAnnexes[1].file', fileName: '整改报告.png', content: PNG },
        ],
      }),
    );
    expect(repair).toMatchObject({ objectKind: 'creditRepair', action: expect.stringMatching(/^提交/) as string });

    const good = await publishedRecord('good', 3, '3', 10);
    const revocation = await onlyEntryOf(() =>
      send('POST', '/api/creditrequest/revoke', desk.own, {
        fields: { recordId: good, reason: '表彰已被撤销' },
        files: [],
      }),
    );
    expect(revocation).toMatchObject({
      objectKind: 'creditRevocation',
      action: expect.stringMatching(/^提交/) as string,
    });
    const approved = await onlyEntryOf(() =>
      send('PUT', '/api/creditrequest/revoke/review', desk.first, { id: Number(revocation.objectId), approved: true }),
    );
    expect(approved).toMatchObject({ objectKind: 'creditRevocation', after: { 状态: '已撤销' }, roleName: '初审' });
  });

  it('logs the department revoking a published good record, with its reason', async () => {
    const good = await publishedRecord('good', 3, '3', 10);
    const repealed = await onlyEntryOf(() =>
      send('PUT', '/api/creditregister/goodrepeal', desk.dept, { id: good, reason: '表彰材料经核查不实' }),
    );
    expect(repealed).toMatchObject({
      objectKind: 'creditRecord',
      objectId: String(good),
      action: '撤销',
      before: { 效力: '有效' },
      after: { 效力: '部门撤销' },
      reason: '表彰材料经核查不实',
      roleName: '部门审核',
    });
  });

  it('logs a bidding feedback saved, corrected and deleted by its agency', async () => {
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
      state: 0,
    };
    const files = [{ field: 'enterpriseAnnexes', fileName: '代理合同.png', content: PNG }];
    const created = await onlyEntryOf(() =>
      send('POST', '/api/biddingfeedback', desk.agency, { fields: FIELDS, files }),
    );
    expect(created).toMatchObject({
      objectKind: 'biddingFeedback',
      action: '新增',
      objectLabel: FIELDS.agentProjectName,
    });
    expect(created.after).toMatchObject({ '代理服务费（万元）': '12.345678', 建设规模: '道路全长3.2公里' });
    const id = created.objectId;
    const corrected = await onlyEntryOf(() =>
      send('PUT', '/api/biddingfeedback', desk.agency, { fields: { ...FIELDS, id, agentServiceFee: '13' }, files: [] }),
    );
    expect(corrected).toMatchObject({
      action: '修改',
      before: { '代理服务费（万元）': '12.345678' },
      after: { '代理服务费（万元）': '13' },
    });
    const deleted = await onlyEntryOf(() => send('DELETE', `/api/biddingfeedback?id=${id}`, desk.agency));
    expect(deleted).toMatchObject({ action: '删除', objectLabel: FIELDS.agentProjectName });
  });

  it('logs an assessment import, the release of its rows and the release’s review', async () => {
    const time = { start: '2026-04-02 09:00', end: '2026-04-02 11:00' };
    const imported = await onlyEntryOf(async () =>
      importFile(
        t,
        '/api/practiceability/import',
        await examWorkbook([
          { enterprise: demo(1), score: 95, ...time },
          { enterprise: demo(2), score: 75, ...time },
        ]),
        { ...desk.registrar, 'x-forwarded-for': CLIENT_IP } as Headers,
        '测评结果.xlsx',
      ),
    );
    expect(imported).toMatchObject({
      objectKind: 'practiceAbility',
      action: '导入',
      objectLabel: '测评结果.xlsx',
      after: { 总行数: '2', 成功: '2', 失败: '0' },
    });

    const rows = (
      await t.app.inject({
        method: 'GET',
        url: '/api/practiceability/page?canPublish=1&pageSize=9999',
        headers: desk.registrar,
      })
    ).json<Envelope<Page<{ id: number; socialCreditCode: string }>>>().extraData.pageData;
    const rowId = rows.find((row) => row.socialCreditCode === demo(1).code)!.id;
    const released = await entriesOf(() =>
      releaseRequest(t, '/api/practiceabilityrelease', desk.registrar, {
        relation: { prefix: 'PracticeAbilityReleaseRelations', idField: 'PracticeAbilityId' },
        rowIds: [rowId],
      }),
    );
    expect(released).toHaveLength(1);
    expect(released[0]).toMatchObject({
      objectKind: 'practiceAbilityRelease',
      action: '提交',
      objectLabel: RELEASE_FORM.identificationUnit,
    });
    expect(released[0]?.after).toMatchObject({ 行为认定单位: RELEASE_FORM.identificationUnit, 发布行数: '1' });
    const reviewed = await onlyEntryOf(() =>
      send('PUT', '/api/practiceabilityrelease/review', desk.dept, {
        id: Number(released[0]!.objectId),
        approved: false,
        reason: '认定文件不完整',
      }),
    );
    expect(reviewed).toMatchObject({
      objectKind: 'practiceAbilityRelease',
      reason: '认定文件不完整',
      roleName: '部门审核',
    });

    const spare = rows.find((row) => row.socialCreditCode === demo(2).code)!.id;
    const deleted = await onlyEntryOf(() => send('DELETE', '/api/practiceability/delete', desk.registrar, [spare]));
    expect(deleted).toMatchObject({
      objectKind: 'practiceAbility',
      objectId: String(spare),
      action: '删除',
      before: { 数据编号: String(spare) },
    });
  });
});

/** A published record of the enterprise: good (its own declaration) or bad, published `daysAgo` days ago. */
async function publishedRecord(kind: 'good' | 'bad', level: number, score: string, daysAgo: number) {
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
