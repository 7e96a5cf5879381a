import {
  BASE_DEDUCTED_RULE,
  DEDUCTION_AFTER_SHORT_MONTHS,
  DEFAULT_SCORING_FIGURES,
  todayInShanghai,
} from '@credit/rules';
import { eq, inArray, sql } from 'drizzle-orm';
import { parseCrontab } from 'graphile-worker';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprisePersons, enterprises, enterpriseScores, qualificationStaffing } from '../../src/db/schema/index.ts';
import { DEMO_ENTERPRISES } from '../../src/db/seed/demo-enterprises.ts';
import { practiceAbilityTierRules } from '../../src/modules/assessment/bonus-rules.ts';
import { explainScore } from '../../src/modules/scoring/score-explain.ts';
import { scoresOnDay } from '../../src/modules/scoring/score-refresh.ts';
import { monthStartingAt, STAFFING_EVALUATION_CRON } from '../../src/modules/qualification/staffing-evaluation.ts';
import { importFile, rateWorkbook, demo, type Envelope, type Page } from '../assessment/assessment-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
interface WarningRow {
  Id: number;
  Address: string;
  EnterpriseName: string;
  TitleRank: string;
  actualCount: number;
  requiredCount: number;
  warningStartDate: string;
  shortMonths: number;
  deducted: boolean;
}
interface Legacy<T> {
  success: boolean;
  Data: T;
}
interface LegacyPage<T> {
  PageData: T[];
  TotalCount: number;
  PageIndex: number;
  PageSize: number;
}

interface PlanNode {
  'Relation Name'?: string;
  'Index Name'?: string;
  'Actual Loops': number;
  Plans?: PlanNode[];
}
const nodes = (node: PlanNode): PlanNode[] => [node, ...(node.Plans ?? []).flatMap(nodes)];
/** The partial index of the enterprises ever deducted (migration 0046): read once, not per enterprise. */
const DEDUCTING_INDEX = 'qualification_staffing_deducting_idx';

let t: TestApp;
const as = {} as Record<'desk' | 'admin' | 'enterprise', Headers>;
const today = todayInShanghai();

/** The Beijing month `back` months before this one, YYYY-MM. */
function monthsBack(back: number): string {
  const [year, month] = today.split('-').map(Number) as [number, number];
  const index = year * 12 + month - 1 - back;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}
const demoId = async (n: number) =>
  (
    await t.db
      .select({ id: enterprises.id })
      .from(enterprises)
      .where(eq(enterprises.enterpriseName, DEMO_ENTERPRISES[n - 1]!.name))
  )[0]!.id;

const get = (url: string, headers: Headers = as.desk) => t.app.inject({ method: 'GET', url, headers });
const warnings = async (query = '') =>
  (await get(`/Qualification/GetAllQualificationList?pageIndex=1&pageSize=20${query}`)).json<
    Legacy<LegacyPage<WarningRow>>
  >().Data;
const evaluate = (month: string) =>
  t.app.inject({ method: 'PUT', url: `/Qualification/EvaluateStaffing?month=${month}`, headers: as.admin });

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  as.desk = await t.authHeader('deptReview');
  as.admin = await t.authHeader('superAdmin');
  as.enterprise = await t.authHeader('enterprise', { enterpriseId: await demoId(1) });
}, 60_000);
afterAll(() => t.close());

describe('the qualification warning list (screen 8)', () => {
  it('lists the enterprises short in the latest month, the longest-running warning first, as Data.PageData', async () => {
    const page = await warnings();
    expect(page.TotalCount).toBe(5);
    expect(page.PageData.map((row) => [row.EnterpriseName, row.shortMonths, row.deducted])).toEqual([
      [DEMO_ENTERPRISES[3]!.name, 4, true],
      [DEMO_ENTERPRISES[7]!.name, 3, true],
      [DEMO_ENTERPRISES[4]!.name, 2, false],
      [DEMO_ENTERPRISES[0]!.name, 1, false],
      [DEMO_ENTERPRISES[8]!.name, 1, false],
    ]);
    expect(page.PageData[0]).toMatchObject({
      Address: '海口市',
      TitleRank: '甲级',
      actualCount: 3,
      requiredCount: 10,
      warningStartDate: `${monthsBack(3)}-01`,
    });
  });

  it('filters by name, level (item) and place (address)', async () => {
    expect((await warnings('&enterpriseName=鼎立')).PageData.map((row) => row.EnterpriseName)).toEqual([
      DEMO_ENTERPRISES[3]!.name,
    ]);
    expect((await warnings('&item=3')).PageData.map((row) => row.TitleRank)).toEqual([
      '乙级（暂定期）',
      '乙级（暂定期）',
    ]);
    const county = DEMO_ENTERPRISES[3]!.county;
    const inCounty = DEMO_ENTERPRISES.filter((e, i) => e.county === county && [0, 3, 4, 7, 8].includes(i));
    expect((await warnings(`&address=${county}`)).TotalCount).toBe(inCounty.length);
    expect((await warnings('&item=1&address=460100')).TotalCount).toBe(2);
  });

  it('refuses hostile filters with a Chinese message', async () => {
    for (const query of ['&item=9', '&address=海口', `&enterpriseName=${'名'.repeat(51)}`]) {
      const response = await get(`/Qualification/GetAllQualificationList?pageIndex=1${encodeURI(query)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json<{ message: string }>().message).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('exports the filtered warnings', async () => {
    const response = await get('/Qualification/GetAllQualificationList?format=xlsx&item=1');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
  });

  it('counts the warnings by level and by county, and hides the city column for a city desk only', async () => {
    const stats = (await get('/Qualification/GetQualificationStatistics')).json<Legacy<Record<string, unknown>>>().Data;
    expect(stats).toMatchObject({
      month: monthsBack(0),
      total: 5,
      deducted: 2,
      isCity: true,
      canEvaluate: false,
      byLevel: [
        { key: '1', label: '甲级', count: 2 },
        { key: '2', label: '乙级', count: 1 },
        { key: '3', label: '乙级（暂定期）', count: 2 },
      ],
    });
    const byArea = stats.byArea as { key: string; count: number }[];
    expect(byArea.reduce((sum, figure) => sum + figure.count, 0)).toBe(5);
    const admin = (await get('/Qualification/GetQualificationStatistics', as.admin)).json<
      Legacy<{ isCity: boolean }>
    >();
    expect(admin.Data).toMatchObject({ isCity: false, canEvaluate: true });
  });

  it('previews an enterprise with its monthly history and the staff behind the count', async () => {
    const id = await demoId(4);
    const preview = (await get(`/Qualification/GetQualificationPreview?Id=${id}`)).json<
      Legacy<{ qualification: Record<string, unknown>; qualificationHistory: { month: string; shortMonths: number }[] }>
    >().Data;
    expect(preview.qualification).toMatchObject({
      Id: id,
      TitleRank: '甲级',
      current: { shortMonths: 4, deducted: true },
    });
    expect(preview.qualificationHistory.map((row) => [row.month, row.shortMonths])).toEqual([
      [monthsBack(0), 4],
      [monthsBack(1), 3],
      [monthsBack(2), 2],
      [monthsBack(3), 1],
    ]);
    const staff = (kind: string) =>
      get(`/Qualification/GetQualificationPersonList?Id=${id}&kind=${kind}&pageIndex=1&pageSize=50`);
    const engineers = (await staff('1')).json<Legacy<LegacyPage<{ costEngineer: boolean; phone: string }>>>().Data;
    expect(engineers.TotalCount).toBe(3);
    expect(engineers.PageData.every((person) => person.costEngineer && person.phone.includes('****'))).toBe(true);
    const others = (await staff('0')).json<Legacy<LegacyPage<{ costEngineer: boolean }>>>().Data;
    expect(others.PageData.every((person) => !person.costEngineer)).toBe(true);
    expect((await get(`/Qualification/GetQualificationPreview?Id=999999`)).statusCode).toBe(404);
    expect((await staff('7')).statusCode).toBe(400);
  });

  it('is refused to enterprise users (403) and the evaluation to the desks', async () => {
    for (const url of [
      '/Qualification/GetAllQualificationList',
      '/Qualification/GetQualificationStatistics',
      '/Qualification/GetQualificationPreview?Id=1',
      '/Qualification/GetQualificationPersonList?Id=1',
    ])
      expect((await get(url, as.enterprise)).statusCode).toBe(403);
    const desk = await t.app.inject({
      method: 'PUT',
      url: '/Qualification/EvaluateStaffing?month=2025-01',
      headers: as.desk,
    });
    expect(desk.statusCode).toBe(403);
    expect((await evaluate('2025-13')).statusCode).toBe(400);
  });
});

describe('the base-point deduction after three short months', () => {
  let id: number;
  let engineers: number[];
  const staff = (enabled: boolean) =>
    t.db.update(enterprisePersons).set({ enabled }).where(inArray(enterprisePersons.id, engineers));
  const explained = (day: string) => explainScore(t.db, id, day);

  beforeAll(async () => {
    id = await demoId(6);
    // #6 (乙级) has the six registered cost engineers it needs; all leave from March to June 2025.
    const rows = await t.db
      .select({ id: enterprisePersons.id, qualification: enterprisePersons.qualification })
      .from(enterprisePersons)
      .where(eq(enterprisePersons.enterpriseId, id));
    engineers = rows.filter((row) => row.qualification.includes('1')).map((row) => row.id);
    // Short from March to May 2025 (three months), still short in June, staffed again in July.
    await staff(false);
    for (const month of ['2025-03', '2025-04', '2025-05', '2025-06'])
      expect((await evaluate(month)).statusCode).toBe(200);
    await staff(true);
    await evaluate('2025-07');
  });

  it('keeps the base before the third short month, deducts it from then until the month it recovers', async () => {
    const base = (day: string) => explained(day).then((e) => e.parts.find((part) => part.kind === 'base')!);
    expect((await base('2025-02-28')).points).toBe(60);
    expect((await base('2025-04-30')).points).toBe(60);
    const deducted = await base('2025-05-01');
    expect(deducted.points).toBe(0);
    expect(deducted.rule).toContain(BASE_DEDUCTED_RULE);
    expect(deducted.rule).toContain('2025-03');
    expect((await base('2025-06-30')).points).toBe(0);
    expect((await base('2025-07-01')).points).toBe(60);
  });

  it('explains every day point by point, the parts adding up to the score', async () => {
    for (const day of ['2025-04-30', '2025-05-01', '2025-06-15', '2025-07-01']) {
      const explanation = await explained(day);
      const sum = explanation.parts.reduce((total, part) => total + part.points, 0);
      expect(Math.round(sum * 100) / 100).toBe(explanation.score);
    }
    const withoutRecords = (e: Awaited<ReturnType<typeof explained>>) =>
      Math.round(e.parts.reduce((total, part) => total - (part.kind === 'record' ? part.points : 0), e.score) * 100) /
      100;
    expect(withoutRecords(await explained('2025-06-15'))).toBe(0);
    expect(withoutRecords(await explained('2025-07-01'))).toBe(60);
  });

  it('rescores today in the evaluation: a deducted enterprise ranks with its base taken off', async () => {
    const deductedToday = await demoId(4);
    const [row] = await t.db.select().from(enterpriseScores).where(eq(enterpriseScores.enterpriseId, deductedToday));
    const explanation = await explainScore(t.db, deductedToday);
    expect(explanation.parts[0]).toMatchObject({ kind: 'base', points: 0 });
    expect(Number(row!.score)).toBe(explanation.score);
    const ranking = await t.app.inject({
      method: 'POST',
      url: '/Charts/GetCostScorePageList',
      headers: as.desk,
      payload: { corpname: '鼎立', pageIndex: 1, pageSize: 10 },
    });
    expect(ranking.json<Envelope<Page<{ CreditScore: number }>>>().extraData.pageData[0]!.CreditScore).toBe(
      explanation.score,
    );
  });

  it('looks up the latest month only for the enterprises ever deducted when it scores them all', async () => {
    const plan = (await t.db.execute(sql`explain (analyze, format json) ${await scoresOnDay(t.db, today)}`))
      .rows[0] as { 'QUERY PLAN': [{ Plan: PlanNode }] };
    const staffingLookUps = nodes(plan['QUERY PLAN'][0].Plan).filter(
      (node) => node['Relation Name'] === 'qualification_staffing' && node['Index Name'] !== DEDUCTING_INDEX,
    );
    const [counts] = await t.db
      .select({
        enterprises: sql<number>`(select count(*)::int from ${enterprises})`,
        everDeducted: sql<number>`count(distinct ${qualificationStaffing.enterpriseId})::int`,
      })
      .from(qualificationStaffing)
      .where(sql`${qualificationStaffing.shortMonths} >= ${DEDUCTION_AFTER_SHORT_MONTHS}`);
    expect(counts!.everDeducted).toBeGreaterThan(0);
    expect(counts!.enterprises).toBeGreaterThan(counts!.everDeducted);
    expect(staffingLookUps.length).toBeGreaterThan(0);
    for (const node of staffingLookUps) expect(node['Actual Loops']).toBeLessThanOrEqual(counts!.everDeducted);
  });
});

describe('the standard’s bonus tables', () => {
  it('an import rates by the tiers of the standard in force that day', async () => {
    const saved = await t.app.inject({
      method: 'POST',
      url: '/api/scoring/standard',
      headers: as.admin,
      payload: {
        ...DEFAULT_SCORING_FIGURES,
        name: '信用评价标准（加分调整）',
        effectiveDate: today,
        practiceAbilityTiers: [
          { scoreValue: 6, minAverageScore: 95 },
          { scoreValue: 3, minAverageScore: 50 },
        ],
        passRateGrades: [
          { grade: 'A', scoreValue: 5 },
          { grade: 'B', scoreValue: 3 },
        ],
      },
    });
    expect(saved.statusCode).toBe(200);
    expect((await practiceAbilityTierRules(t.db)).map((tier) => tier.scoreValue)).toEqual([6, 5, 4, 3]);
    const id = saved.json<Envelope<number>>().extraData;
    await t.app.inject({ method: 'PUT', url: `/api/scoring/standard/publish?id=${id}`, headers: as.admin });
    expect(await practiceAbilityTierRules(t.db)).toEqual([
      { scoreValue: 6, minAverageScore: 95 },
      { scoreValue: 3, minAverageScore: 50 },
    ]);
    const registrar = await t.authHeader('deptRegister');
    const answer = await importFile(
      t,
      '/api/recordpassrate/import',
      await rateWorkbook([
        [demo(10).name, demo(10).code, 2025, 3, 'A'],
        [demo(11).name, demo(11).code, 2025, 3, 'C'],
      ]),
      registrar,
    );
    expect(answer.json<Envelope>().success).toBe(true);
    const rows = await t.app.inject({
      method: 'POST',
      url: '/api/recordpassrate/page',
      headers: registrar,
      payload: { pageIndex: 1, pageSize: 10, year: 2025, quarter: 3 },
    });
    const byCode = new Map(
      rows
        .json<Envelope<Page<{ socialCreditCode: string; scoreValue: number | null; reason: string | null }>>>()
        .extraData.pageData.map((row) => [row.socialCreditCode, row]),
    );
    expect(byCode.get(demo(10).code)).toMatchObject({ scoreValue: 5 });
    expect(byCode.get(demo(11).code)?.reason).toContain('等级须为A、B之一');
  });

  it('refuses tier tables out of order and a negative required count', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/scoring/standard',
      headers: as.admin,
      payload: {
        ...DEFAULT_SCORING_FIGURES,
        name: '错误标准',
        effectiveDate: today,
        practiceAbilityTiers: [
          { scoreValue: 3, minAverageScore: 60 },
          { scoreValue: 6, minAverageScore: 90 },
        ],
        requiredEngineers: { '1': -1, '2': 6, '3': 6 },
      },
    });
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(response.json())).toContain('执业能力各档最低平均分须由高到低递减');
    expect(JSON.stringify(response.json())).toContain('所需人数须在0到1000之间');
  });
});

describe('the monthly schedule', () => {
  it('runs at 00:10 Beijing time on the 1st only, catching up missed slots', () => {
    const [item] = parseCrontab(STAFFING_EVALUATION_CRON);
    expect(item).toMatchObject({ task: 'staffing_evaluation', options: { backfillPeriod: 3 * 24 * 3600_000 } });
    expect(STAFFING_EVALUATION_CRON.startsWith('10 16 28-31 * * ')).toBe(true);
    expect(monthStartingAt(new Date('2026-11-30T16:10:00Z'))).toBe('2026-12');
    expect(monthStartingAt(new Date('2026-12-31T16:10:00Z'))).toBe('2027-01');
    expect(monthStartingAt(new Date('2026-10-30T16:10:00Z'))).toBeUndefined();
  });
});
