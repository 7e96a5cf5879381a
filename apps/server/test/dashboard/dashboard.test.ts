import { APPEAL_STATES, CREDIT_RECORD_STATES, REQUEST_STATES, todayInShanghai } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { divisionName } from '../../src/modules/general/division-tree.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { APPEALS, daysAgo, ENTERPRISES, insertDashboardData, RECORDS, REPAIRS } from './dashboard-fixtures.ts';

type Headers = { authorization: string };
interface Envelope<T> {
  success: boolean;
  message: string;
  extraData: T;
}
interface ReportRow {
  county: string;
  countyName: string;
  enterpriseCount: number;
  levelAAA: number;
  levelAA: number;
  levelA: number;
  levelB: number;
  levelC: number;
  goodRecords: number;
  badRecords: number;
  appeals: number;
  repairs: number;
}

let t: TestApp;
/** Each fixture enterprise's level as its score gave it. */
let levels: string[];
const as = {} as Record<'leader' | 'review' | 'firstReview' | 'enterprise', Headers>;

beforeAll(async () => {
  t = await buildTestApp();
  const inserted = await insertDashboardData(t.db);
  const { enterpriseIds } = inserted;
  levels = inserted.levels;
  as.leader = await t.authHeader('deptLeader');
  as.review = await t.authHeader('deptReview');
  as.firstReview = await t.authHeader('firstReview');
  as.enterprise = await t.authHeader('enterprise', { enterpriseId: enterpriseIds[0]! });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Headers = as.leader) => t.app.inject({ method: 'GET', url, headers });

const published = RECORDS.filter((record) => record.state === CREDIT_RECORD_STATES.completed);
// A record without a catalogue level counts twelve months from its determination date.
const inForce = published.filter((record) => record.determined > daysAgo(365));
const RECORD_WAITING: number[] = [
  CREDIT_RECORD_STATES.firstReview,
  CREDIT_RECORD_STATES.review,
  CREDIT_RECORD_STATES.finalReview,
];
const APPEAL_CLOSED: number[] = [
  APPEAL_STATES.draft,
  APPEAL_STATES.notAccepted,
  APPEAL_STATES.upheld,
  APPEAL_STATES.rejected,
];
const REPAIR_WAITING: number[] = [REQUEST_STATES.firstReview, REQUEST_STATES.review, REQUEST_STATES.finalReview];
const countWhere = <T>(items: readonly T[], keep: (item: T) => boolean) => items.filter(keep).length;
const good = (record: (typeof RECORDS)[number]) => Number(record.score) > 0;
const countyOf = (record: { of: number }) => ENTERPRISES[record.of]!.county;

describe('GET /api/dashboard/summary (dataBoard)', () => {
  it('counts the enterprises, records, open work and warnings inserted', async () => {
    const response = await get('/api/dashboard/summary');
    expect(response.statusCode).toBe(200);
    const summary = response.json<Envelope<Record<string, unknown>>>().extraData;
    expect(summary).toMatchObject({
      enterpriseTypes: [
        { key: '1', label: '工程造价咨询企业', count: countWhere(ENTERPRISES, (e) => e.type === '1') },
        { key: '2', label: '工程招标代理机构', count: countWhere(ENTERPRISES, (e) => e.type === '2') },
      ],
      goodInForce: countWhere(inForce, good),
      badInForce: countWhere(inForce, (record) => !good(record)),
      recordsWaiting: countWhere(RECORDS, (record) => RECORD_WAITING.includes(record.state)),
      openAppeals: countWhere(APPEALS, (appeal) => !APPEAL_CLOSED.includes(appeal.state)),
      openRepairs: countWhere(
        REPAIRS,
        (request) => request.kind === 'repair' && REPAIR_WAITING.includes(request.state),
      ),
      warnings: 1,
      warningMonth: todayInShanghai().slice(0, 7),
      levels: ['AAA', 'AA', 'A', 'B', 'C'].map((level) => ({
        key: level,
        label: level,
        count: countWhere(levels, (each) => each === level),
      })),
    });
  });

  it('draws the last twelve months of published records and the counties with the most records in force', async () => {
    const summary = (await get('/api/dashboard/summary')).json<
      Envelope<{
        months: { month: string; good: number; bad: number }[];
        counties: { code: string; name: string; good: number; bad: number }[];
      }>
    >().extraData;
    expect(summary.months).toHaveLength(12);
    expect(summary.months.at(-1)?.month).toBe(todayInShanghai().slice(0, 7));
    for (const month of summary.months) {
      const ofMonth = published.filter((record) => record.determined.startsWith(month.month));
      expect(month, month.month).toEqual({
        month: month.month,
        good: countWhere(ofMonth, good),
        bad: countWhere(ofMonth, (record) => !good(record)),
      });
    }
    const counties = [...new Set(inForce.map(countyOf))].map((code) => ({
      code,
      name: divisionName(code),
      good: countWhere(inForce, (record) => countyOf(record) === code && good(record)),
      bad: countWhere(inForce, (record) => countyOf(record) === code && !good(record)),
    }));
    expect(summary.counties).toEqual(
      counties.toSorted((a, b) => b.good + b.bad - (a.good + a.bad) || a.code.localeCompare(b.code)),
    );
    expect(summary.counties.map((county) => county.name)).toContain('龙华区');
  });

  it('is management only: an enterprise user and a desk without the menu get 403', async () => {
    for (const headers of [as.enterprise, as.firstReview]) {
      const response = await get('/api/dashboard/summary', headers);
      expect(response.statusCode).toBe(403);
    }
    expect((await get('/api/dashboard/summary', as.review)).statusCode).toBe(200);
  });
});

/** The report's rows as the fixtures give them, for a period of determination (records) or submission (appeals, repairs). */
function expectedReport(filter: { from?: string; to?: string; type?: string }): ReportRow[] {
  const within = (day: string) => (!filter.from || day >= filter.from) && (!filter.to || day <= filter.to);
  const kept = ENTERPRISES.map((enterprise, index) => ({ ...enterprise, index, level: levels[index] })).filter(
    (enterprise) => !filter.type || enterprise.type === filter.type,
  );
  const counties = [...new Set(kept.map((enterprise) => enterprise.county))].toSorted();
  return counties.map((county) => {
    const here = kept.filter((enterprise) => enterprise.county === county);
    const ours = (of: number) => here.some((enterprise) => enterprise.index === of);
    const records = published.filter((record) => ours(record.of) && within(record.determined));
    const recordOf = (index: number) => RECORDS[index]!;
    return {
      county,
      countyName: divisionName(county),
      enterpriseCount: here.length,
      levelAAA: countWhere(here, (e) => e.level === 'AAA'),
      levelAA: countWhere(here, (e) => e.level === 'AA'),
      levelA: countWhere(here, (e) => e.level === 'A'),
      levelB: countWhere(here, (e) => e.level === 'B'),
      levelC: countWhere(here, (e) => e.level === 'C'),
      goodRecords: countWhere(records, good),
      badRecords: countWhere(records, (record) => !good(record)),
      appeals: countWhere(
        APPEALS,
        (appeal) =>
          appeal.state !== APPEAL_STATES.draft && ours(recordOf(appeal.record).of) && within(appeal.submitted),
      ),
      repairs: countWhere(
        REPAIRS,
        (request) =>
          request.kind === 'repair' &&
          request.state !== REQUEST_STATES.draft &&
          ours(recordOf(request.record).of) &&
          within(request.submitted),
      ),
    };
  });
}

describe('GET /api/dashboard/report (reportForms)', () => {
  const report = async (query: string, headers: Headers = as.leader) => {
    const response = await get(`/api/dashboard/report?pageIndex=1&pageSize=10${query}`, headers);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<Envelope<{ pageData: ReportRow[]; totalCount: number }>>().extraData;
  };

  it('gives a row per county with its enterprises, levels, records, appeals and repairs', async () => {
    const page = await report('');
    const expected = expectedReport({});
    expect(page.pageData).toEqual(expected);
    expect(page.totalCount).toBe(expected.length);
  });

  it('counts only the period and the enterprise type asked for', async () => {
    const filter = { from: daysAgo(30), to: todayInShanghai(), type: '1' };
    const page = await report(`&periodStart=${filter.from}&periodEnd=${filter.to}&enterpriseType=1`);
    expect(page.pageData).toEqual(expectedReport(filter));
    expect(page.pageData).not.toEqual(expectedReport({}));
    const agencies = await report('&enterpriseType=2');
    expect(agencies.pageData).toEqual(expectedReport({ type: '2' }));
  });

  it('pages the counties', async () => {
    const second = (await get('/api/dashboard/report?pageIndex=2&pageSize=2')).json<
      Envelope<{ pageData: ReportRow[]; totalCount: number }>
    >().extraData;
    expect(second.pageData).toEqual(expectedReport({}).slice(2, 4));
    expect(second.totalCount).toBe(expectedReport({}).length);
    const past = (await get('/api/dashboard/report?pageIndex=9&pageSize=2')).json<
      Envelope<{ pageData: ReportRow[]; totalCount: number }>
    >().extraData;
    expect(past).toMatchObject({ pageData: [], totalCount: expectedReport({}).length });
  });

  it('refuses a malformed or reversed period with a Chinese message', async () => {
    const malformed = await get('/api/dashboard/report?periodStart=2026-13-01');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json<{ message: string }>().message).toContain('统计开始日期');
    const reversed = await get('/api/dashboard/report?periodStart=2026-05-01&periodEnd=2026-04-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json<{ message: string }>().message).toContain('统计结束日期不能早于统计开始日期');
  });

  it('exports the filtered report as an xlsx workbook', async () => {
    const response = await get('/api/dashboard/report?enterpriseType=1&format=xlsx&pageIndex=1&pageSize=1000000');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('spreadsheetml');
    const rows = await sheetValues(response.rawPayload);
    expect(rows[0]).toEqual(['区县', '企业数', 'AAA', 'AA', 'A', 'B', 'C', '良好记录', '不良记录', '申诉', '信用修复']);
    expect(rows.slice(1)).toEqual(
      expectedReport({ type: '1' }).map((row) => [
        row.countyName,
        row.enterpriseCount,
        row.levelAAA,
        row.levelAA,
        row.levelA,
        row.levelB,
        row.levelC,
        row.goodRecords,
        row.badRecords,
        row.appeals,
        row.repairs,
      ]),
    );
  });

  it('is management only: an enterprise user gets 403, for the page and the export', async () => {
    expect((await get('/api/dashboard/report', as.enterprise)).statusCode).toBe(403);
    expect((await get('/api/dashboard/report?format=xlsx', as.enterprise)).statusCode).toBe(403);
  });
});
