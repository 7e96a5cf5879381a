import { randomBytes } from 'node:crypto';
import { ASSESSMENT_MSG, MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { creditRecords } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { loadWorkbook, sheetValues } from '../platform/excel-fixtures.ts';
import {
  demo,
  importFile,
  RATE_HEADER,
  rateWorkbook,
  releaseRequest,
  type Envelope,
  type Page,
} from './assessment-fixtures.ts';

interface Row {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  registerYear: number | null;
  quarterDescription: string;
  levelDescription: string;
  scoreValue: number | null;
  result: boolean;
  reason: string | null;
}

const JWT_SECRET = randomBytes(32).toString('hex');
let t: TestApp;
let registrar: { authorization: string };
let reviewer: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true, jwtSecret: JWT_SECRET });
  registrar = await t.authHeader('deptRegister');
  reviewer = await t.authHeader('deptReview');
});
afterAll(() => t.close());

const upload = async (rows: unknown[][]) =>
  (await importFile(t, '/api/recordpassrate/import', await rateWorkbook(rows), registrar)).json<Envelope>();
const list = async (body: Record<string, unknown> = {}) =>
  (
    await t.app.inject({
      method: 'POST',
      url: '/api/recordpassrate/page',
      headers: registrar,
      payload: { pageIndex: 1, pageSize: 100, ...body },
    })
  ).json<Envelope<Page<Row>>>();
const agency = demo(10);
const agency2 = demo(11);

describe('pass-rate import', () => {
  it('offers a template whose grade note lists the configured grades', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/recordpassrate/download', headers: registrar });
    const sheet = (await loadWorkbook(response.rawPayload)).worksheets[0]!;
    expect(RATE_HEADER.map((_, index) => sheet.getRow(1).getCell(index + 1).text)).toEqual(RATE_HEADER);
    expect(JSON.stringify(sheet.getRow(1).getCell(5).note)).toContain('A、B、C');
  });

  it('maps each grade to its bonus (A +4, B +2, C +1) and reads 第一季度 as quarter 1', async () => {
    const answer = await upload([
      [agency.name, agency.code, 2026, 1, 'A'],
      [agency2.name, agency2.code, 2026, '第一季度', 'b'],
      [demo(1).name, demo(1).code, 2025, 4, 'C'],
    ]);
    expect(answer).toMatchObject({ success: true, message: ASSESSMENT_MSG.importDone(3, 3, 0) });
    const rows = (await list({ canPublish: 1 })).extraData.pageData;
    const byCode = (code: string) => rows.find((row) => row.socialCreditCode === code);
    expect(byCode(agency.code)).toMatchObject({
      registerYear: 2026,
      quarterDescription: '第一季度',
      levelDescription: 'A',
      scoreValue: 4,
    });
    expect(byCode(agency2.code)).toMatchObject({ levelDescription: 'B', scoreValue: 2 });
    expect(byCode(demo(1).code)).toMatchObject({ registerYear: 2025, quarterDescription: '第四季度', scoreValue: 1 });
  });

  it.each([
    [[agency.name, agency.code, 2099, 1, 'A'], '年度不能晚于今年'],
    [[agency.name, agency.code, 2026, 5, 'A'], '季度须为1到4'],
    [[agency.name, agency.code, '二〇二六', 1, 'A'], '年度格式不正确'],
    [[agency.name, agency.code, 2026, 1, 'D'], '等级须为A、B、C之一'],
    [[agency.name, '', 2026, 1, 'A'], '统一社会信用代码不能为空'],
    [[agency2.name, agency.code, 2026, 2, 'A'], '企业名称与统一社会信用代码不符'],
  ])('stores %j as failed with its reason', async (row, reason) => {
    expect((await upload([row])).message).toBe(ASSESSMENT_MSG.importDone(1, 0, 1));
    const failed = (await list({ canPublish: 0 })).extraData.pageData[0]!;
    expect(failed).toMatchObject({ result: false, scoreValue: null });
    expect(failed.reason).toContain(reason);
  });

  it('refuses a quarter that has not begun', async () => {
    const now = new Date(Date.now() + 8 * 3600_000);
    const quarter = Math.floor(now.getUTCMonth() / 3) + 1;
    if (quarter === 4) {
      // In the fourth quarter no later quarter of this year exists; the year check covers the future.
      expect((await upload([[agency.name, agency.code, now.getUTCFullYear() + 1, 1, 'A']])).message).toBe(
        ASSESSMENT_MSG.importDone(1, 0, 1),
      );
      return;
    }
    await upload([[agency.name, agency.code, now.getUTCFullYear(), quarter + 1, 'A']]);
    expect((await list({ canPublish: 0 })).extraData.pageData[0]!.reason).toContain('季度不能晚于本季度');
  });

  it('re-importing a period updates it; the same period twice in one file fails the repeat', async () => {
    const answer = await upload([
      [agency.name, agency.code, 2026, 1, 'C'],
      [agency.name, agency.code, 2026, 1, 'B'],
    ]);
    expect(answer.message).toBe(ASSESSMENT_MSG.importDone(2, 1, 1));
    const rows = (await list({ enterprise: agency.name, year: 2026, quarter: 1 })).extraData.pageData;
    const succeeded = rows.filter((row) => row.result);
    expect(succeeded).toHaveLength(1);
    expect(succeeded[0]).toMatchObject({ levelDescription: 'C', scoreValue: 1 });
    expect(rows.find((row) => !row.result)?.reason).toContain('与第2行的企业、年度和季度重复');
  });

  it('finds rows by a part of the enterprise name, registered enterprises or not', async () => {
    const stranger = '海南远方咨询有限公司';
    await upload([
      [stranger, '91460100MB00000001', 2025, 2, 'A'],
      [agency2.name, agency2.code, 2025, 2, 'A'],
    ]);
    const named = async (term: string) =>
      (await list({ enterprise: term })).extraData.pageData.map((row) => row.enterpriseName);
    expect(await named('远方')).toEqual([stranger]);
    expect((await list({ enterprise: '远方' })).extraData.pageData[0]).toMatchObject({ result: false });
    const part = [...agency2.name].slice(2, 4).join('');
    expect(await named(part)).toContain(agency2.name);
    expect(await named(part)).not.toContain(stranger);
  });

  it('checks its filters: no future year, quarter 1–4, name up to 50', async () => {
    expect((await list({ year: 2099 })).success).toBe(false);
    expect((await list({ quarter: 5 })).message).toBe('请选择季度');
    expect((await list({ enterprise: '企'.repeat(51) })).success).toBe(false);
    expect((await list({ importStart: '2026-03-02', importEnd: '2026-03-01' })).message).toBe(
      '导入结束时间不能早于导入开始时间',
    );
    expect((await list({ importStart: '2026-03-01 10:00', importEnd: '2026-03-01' })).success).toBe(true);
  });

  it('exports 企业一次备案通过率导入明细 with the screen-6 columns', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/recordpassrate/page',
      headers: registrar,
      payload: { format: 'xlsx', pageIndex: 1, pageSize: 1000000, canPublish: 1 },
    });
    expect(decodeURIComponent(String(response.headers['content-disposition']))).toMatch(
      /企业一次备案通过率导入明细\d{14}\.xlsx/,
    );
    const rows = await sheetValues(response.rawPayload);
    expect(rows[0]).toEqual([
      '企业名称',
      '统一社会信用代码',
      '年度',
      '季度',
      '等级',
      '导入人',
      '导入时间',
      '导入结果',
      '原因',
    ]);
    expect(rows.length).toBeGreaterThan(1);
  });

  it('files an import progress under the page id for its user only, even when another user picks the same id', async () => {
    // Another API instance on the same database answers the progress calls.
    const otherInstance = await buildApp({ config: t.app.config, db: t.db, jwtSecret: JWT_SECRET });
    const progressOf = async (headers: { authorization: string }) =>
      (
        await otherInstance.inject({
          method: 'GET',
          url: '/api/recordpassrate/import/progress?progressId=page-progress-1',
          headers,
        })
      ).json<Envelope<{ rowsRead: number; finished: boolean; succeeded: number; message: string } | null>>();
    const admin = await t.authHeader('superAdmin');
    const url = '/api/recordpassrate/import?progressId=page-progress-1';
    await importFile(t, url, await rateWorkbook([[agency.name, agency.code, 2024, 2, 'A']]), registrar);
    await importFile(
      t,
      url,
      await rateWorkbook([
        [agency2.name, agency2.code, 2024, 2, 'B'],
        [agency2.name, agency2.code, 2024, 3, 'B'],
      ]),
      admin,
    );
    expect((await progressOf(registrar)).extraData).toMatchObject({
      rowsRead: 1,
      finished: true,
      succeeded: 1,
      message: ASSESSMENT_MSG.importDone(1, 1, 0),
    });
    expect((await progressOf(admin)).extraData).toMatchObject({ rowsRead: 2, finished: true, succeeded: 2 });
    expect((await progressOf(reviewer)).success).toBe(false);
    await otherInstance.close();
  });
});

describe('pass-rate release', () => {
  it('keeps no drafts: state 0 is refused and there is no 草稿箱', async () => {
    const ids = (await list({ canPublish: 1 })).extraData.pageData.map((row) => row.id);
    const relation = { prefix: 'RecordPassRateReleaseRelations', idField: 'RecordPassRateId' };
    const draft = await releaseRequest(t, '/api/recordpassraterelease', registrar, { relation, rowIds: ids, state: 0 });
    expect(draft.statusCode).toBe(400);
    expect(draft.json()).toMatchObject({ success: false, message: '该类申请不能保存草稿，请直接提交' });
    const drafts = await t.app.inject({ method: 'GET', url: '/api/recordpassraterelease/drafts', headers: registrar });
    expect(drafts.statusCode).toBe(404);
  });

  it('publishes, is approved by the review desk and credits the enterprises', async () => {
    const ids = (await list({ canPublish: 1 })).extraData.pageData.map((row) => row.id);
    const relation = { prefix: 'RecordPassRateReleaseRelations', idField: 'RecordPassRateId' };
    const created = (await releaseRequest(t, '/api/recordpassraterelease', registrar, { relation, rowIds: ids })).json<
      Envelope<number>
    >();
    expect(created).toMatchObject({ success: true, message: MSG.submittedForReview });
    const view = (
      await t.app.inject({
        method: 'GET',
        url: `/api/recordpassraterelease/single?id=${created.extraData}`,
        headers: reviewer,
      })
    ).json<
      Envelope<{ behaviorCategoryName: string; recordPassRate: { levelDescription: string; scoreValue: number }[] }>
    >().extraData;
    expect(view.behaviorCategoryName).toBe('规范作业');
    expect(view.recordPassRate).toHaveLength(ids.length);
    const review = await t.app.inject({
      method: 'PUT',
      url: '/api/recordpassraterelease/review',
      headers: reviewer,
      payload: { id: created.extraData, approved: true },
    });
    expect(review.json()).toMatchObject({ success: true });
    const records = await t.db
      .select()
      .from(creditRecords)
      .where(eq(creditRecords.assessmentReleaseId, created.extraData));
    expect(records).toHaveLength(ids.length);
    expect(records.every((record) => record.behaviorCategoryName === '规范作业')).toBe(true);
    // The practice-ability review desk route does not see pass-rate applications.
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/practiceabilityrelease/single?id=${created.extraData}`,
      headers: reviewer,
    });
    expect(other.statusCode).toBe(404);
  });
});
