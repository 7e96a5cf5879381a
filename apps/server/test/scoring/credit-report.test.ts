import { addCalendarDays, CREDIT_RECORD_STATES, todayInShanghai } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annexes, creditRecordAnnexes, creditRecordHistory, creditRecords } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertTestEnterprise } from '../helpers/test-enterprise.ts';

type Headers = { authorization: string };
let t: TestApp;
let own: number;
let reported: number;
let draft: number;
/** In force today (a bad record of a general level counts 12 months); and one a year past its validity. */
const recent = addCalendarDays(todayInShanghai(), -30);
const expired = addCalendarDays(todayInShanghai(), -400);
const as = {} as Record<'own' | 'other' | 'inquiry' | 'unassigned', Headers>;

async function record(values: Partial<typeof creditRecords.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(creditRecords)
    .values({
      enterpriseId: own,
      creditType: 2,
      actor: 2,
      personName: '陈立',
      behaviorCategoryName: '执业行为',
      behaviorContentName: '出具虚假造价成果文件',
      identifiedLevelName: '一般',
      scoreValue: '-5',
      identificationUnit: '海口市住房和城乡建设局',
      actDeterminationDate: recent,
      relatedSymbol: '海建罚〔2026〕8号',
      behaviorDescription: '结算审核报告数据失实',
      processStatus: CREDIT_RECORD_STATES.completed,
      origin: 'department',
      completedAt: new Date(`${recent}T10:00:00+08:00`),
      ...values,
    })
    .returning({ id: creditRecords.id });
  return row!.id;
}

async function attach(recordId: number, fileName: string) {
  const [annex] = await t.db
    .insert(annexes)
    .values({ category: 'creditRecord', fileType: '证明材料', fileName, storageKey: `test/${fileName}`, size: 10 })
    .returning({ id: annexes.id });
  await t.db.insert(creditRecordAnnexes).values({ recordId, annexId: annex!.id });
}

const report = (id: number | string, headers?: Headers) =>
  t.app.inject({ method: 'GET', url: `/CreditReport/GetCreditReport?Id=${id}`, headers });

beforeAll(async () => {
  t = await buildTestApp();
  own = await insertTestEnterprise(t.db, '91460100MA5REPO01X', '测试报告工程咨询有限公司');
  const other = await insertTestEnterprise(t.db, '91460100MA5REPO02X', '测试另一工程咨询有限公司');
  reported = await record();
  await record({ actDeterminationDate: expired, completedAt: new Date(`${expired}T10:00:00+08:00`), scoreValue: '-3' });
  await record({ behaviorContentName: '其他行为' });
  draft = await record({ processStatus: CREDIT_RECORD_STATES.draft, origin: 'enterprise' });
  for (const name of ['现场照片.JPG', '处罚决定书.pdf', '整改说明.docx', '截图.png']) await attach(reported, name);
  await t.db.insert(creditRecordHistory).values({
    recordId: reported,
    desk: 'credit:register',
    operatorName: '部门登记',
    instructions: '登记并发布',
  });
  as.own = await t.authHeader('enterprise', { enterpriseId: own });
  as.other = await t.authHeader('enterprise', { enterpriseId: other });
  as.inquiry = await t.authHeader('firstReview');
  as.unassigned = await t.authHeader('unassigned');
}, 60_000);
afterAll(() => t.close());

describe('GET /CreditReport/GetCreditReport', () => {
  it('reports the record: who, what, by whom, when, its points, files by kind, similar records and history', async () => {
    const res = await report(reported, as.own);
    expect(res.statusCode).toBe(200);
    const { Data } = res.json<{ Data: { creditReport: Record<string, unknown>; creditReportHistory: unknown[] } }>();
    expect(Data.creditReport).toMatchObject({
      Id: reported,
      EnterpriseName: '测试报告工程咨询有限公司',
      Enterprises: [{ EnterpriseName: '测试报告工程咨询有限公司', BusLicenceRegisterNo: '91460100MA5REPO01X' }],
      ActorsDescription: '个人',
      Person: { Name: '陈立' },
      Address: '地址',
      IdentifiedUnit: '海口市住房和城乡建设局',
      RatingTypeName: '不良',
      RatingName: '出具虚假造价成果文件',
      RatingLevel: '一般',
      RecordDate: recent,
      Score: -5,
      Remark: '结算审核报告数据失实',
    });
    const attachment = Data.creditReport.Attachment as Record<
      'IMG' | 'PDF' | 'Other',
      { fileName: string; relativePath: string }[]
    >;
    expect(attachment.IMG.map((file) => file.fileName)).toEqual(['现场照片.JPG', '截图.png']);
    expect(attachment.PDF.map((file) => file.fileName)).toEqual(['处罚决定书.pdf']);
    expect(attachment.Other.map((file) => file.fileName)).toEqual(['整改说明.docx']);
    expect(attachment.PDF[0]!.relativePath).toMatch(/^\/api\/annex\/file\/\d+\?expires=\d+&user=\d+&signature=/);
    // The same enterprise's other submitted records of this category and content, the draft left out (as the similarity list).
    expect(Data.creditReport.Similarity).toMatchObject({ total: 1 });
    expect(Data.creditReportHistory).toMatchObject([{ operator: '部门登记', instructions: '登记并发布' }]);
  });

  it('is read by whoever may read the record, and refused to everyone else', async () => {
    expect((await report(reported, as.inquiry)).statusCode).toBe(200);
    expect((await report(reported, as.other)).statusCode).toBe(403);
    expect((await report(reported, as.unassigned)).statusCode).toBe(403);
    expect((await report(draft, as.inquiry)).statusCode).toBe(403);
    expect((await report(reported)).statusCode).toBe(401);
  });

  it('answers 404 for an unknown record and 400 for a malformed id', async () => {
    const unknown = await report(999_999, as.own);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: '信用记录不存在' });
    for (const id of ['abc', '0', '-3', '99999999999']) {
      const res = await report(id, as.own);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ success: false, message: '请指定信用记录' });
    }
  });
});

describe('GET /api/credit/basic', () => {
  it('gives an enterprise its identity, score explained, records in force and latest records', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/credit/basic', headers: as.own });
    expect(res.statusCode).toBe(200);
    const data = res.json<{
      extraData: Record<string, unknown> & { latestRecords: { scoreValue: number; inForce: boolean }[] };
    }>().extraData;
    expect(data).toMatchObject({
      enterprise: {
        id: own,
        enterpriseName: '测试报告工程咨询有限公司',
        socialCreditCode: '91460100MA5REPO01X',
        qualificationLevelDescription: '乙级',
      },
      goodInForce: 0,
      badInForce: 2,
      explanation: { enterpriseId: own, score: 50 },
    });
    expect(data.latestRecords.map((row) => [row.scoreValue, row.inForce])).toEqual([
      [-5, true],
      [-5, true],
      [-3, false],
    ]);
  });

  it('lets management read any enterprise it names, and an enterprise only its own', async () => {
    const admin = await t.authHeader('superAdmin');
    const named = await t.app.inject({ method: 'GET', url: `/api/credit/basic?enterpriseId=${own}`, headers: admin });
    expect(named.statusCode).toBe(200);
    const unnamed = await t.app.inject({ method: 'GET', url: '/api/credit/basic', headers: admin });
    expect(unnamed.statusCode).toBe(400);
    const foreign = await t.app.inject({
      method: 'GET',
      url: `/api/credit/basic?enterpriseId=${own}`,
      headers: as.other,
    });
    expect(foreign.statusCode).toBe(403);
    const unknown = await t.app.inject({ method: 'GET', url: '/api/credit/basic?enterpriseId=99999', headers: admin });
    expect(unknown.statusCode).toBe(404);
    expect((await t.app.inject({ method: 'GET', url: '/api/credit/basic', headers: as.unassigned })).statusCode).toBe(
      403,
    );
  });
});
