import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { demo, type Envelope, type Page } from './assessment-fixtures.ts';

let t: TestApp;
let reviewer: { authorization: string };
let registrar: { authorization: string };

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  reviewer = await t.authHeader('deptReview');
  registrar = await t.authHeader('deptRegister');
});
afterAll(() => t.close());

const get = <T>(url: string, headers: { authorization: string }) =>
  t.app.inject({ method: 'GET', url, headers }).then((response) => response.json<Envelope<T>>().extraData);

describe('demo assessment data', () => {
  it('has an approved practice-ability release whose four enterprises hold their good-credit records, and one waiting for review', async () => {
    const page = await get<Page<{ id: number; stateDescription: string }>>(
      '/api/practiceabilityrelease/page?pageSize=10',
      reviewer,
    );
    // Newest first: the year's (docs/demo-data.md) — approved, refused, then 2026 Q1's waiting — and 2025 Q4's.
    expect(page.pageData.map((row) => row.stateDescription)).toEqual([
      '已完成',
      '复审拒绝',
      '待复审',
      '已完成',
      '已完成',
    ]);
    const q4 = page.pageData[4]!.id;
    const record = await get<{
      practiceAbility: { enterpriseName: string; scoreValue: number }[];
      enterpriseAnnexes: unknown[];
    }>(`/api/practiceabilityrelease/single?id=${q4}`, reviewer);
    expect(record.practiceAbility.map((row) => [row.enterpriseName, row.scoreValue])).toEqual([
      [demo(4).name, 6],
      [demo(5).name, 5],
      [demo(6).name, 4],
      [demo(7).name, 3],
    ]);
    expect(record.enterpriseAnnexes).toHaveLength(1);
    const records = await t.db.select().from(creditRecords).where(eq(creditRecords.assessmentReleaseId, q4));
    expect(records.map((row) => Number(row.scoreValue)).sort()).toEqual([3, 4, 5, 6]);
    const imported = await get<Page<{ id: number; socialCreditCode: string }>>(
      '/api/practiceability/page?canPublish=0&pageSize=100',
      registrar,
    );
    const firm = imported.pageData.find((row) => row.socialCreditCode === demo(4).code);
    const exams = await get<Page<unknown>>(
      `/api/practiceability/detailpage?id=${firm?.id ?? 0}&pageIndex=1&pageSize=10`,
      registrar,
    );
    expect(exams.totalCount).toBe(3);
  });

  it('has a pass-rate application of the three agencies waiting for review, and nothing left to publish', async () => {
    const page = await get<Page<{ id: number; stateDescription: string }>>(
      '/api/recordpassraterelease/page?state=3',
      reviewer,
    );
    expect(page.pageData).toMatchObject([{ stateDescription: '待复审' }]);
    const record = await get<{ recordPassRate: { levelDescription: string }[] }>(
      `/api/recordpassraterelease/single?id=${page.pageData[0]!.id}`,
      reviewer,
    );
    expect(record.recordPassRate.map((row) => row.levelDescription)).toEqual(['A', 'B', 'C']);
    const publishable = await t.app.inject({
      method: 'POST',
      url: '/api/recordpassrate/page',
      headers: registrar,
      payload: { canPublish: 1, year: 2025 },
    });
    expect(publishable.json<Envelope<Page<unknown>>>().extraData.totalCount).toBe(0);
    // Waiting for review: no good-credit record yet.
    expect(
      await t.db.select().from(creditRecords).where(eq(creditRecords.assessmentReleaseId, page.pageData[0]!.id)),
    ).toEqual([]);
  });
});
