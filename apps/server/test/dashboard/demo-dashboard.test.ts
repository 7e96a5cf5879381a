import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

interface Figure {
  key: string;
  count: number;
}
interface Summary {
  enterpriseTypes: Figure[];
  goodInForce: number;
  badInForce: number;
  recordsWaiting: number;
  openAppeals: number;
  openRepairs: number;
  warnings: number;
  levels: Figure[];
  months: { good: number; bad: number }[];
  counties: { good: number; bad: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

describe('the dashboard on the demo data (docs/demo-data.md)', () => {
  it('shows every figure and chart non-empty', async () => {
    const headers = await t.authHeader('deptLeader');
    const summary = (await t.app.inject({ method: 'GET', url: '/api/dashboard/summary', headers })).json<{
      extraData: Summary;
    }>().extraData;
    expect(summary.enterpriseTypes.map((type) => type.key)).toEqual(['1', '2']);
    for (const type of summary.enterpriseTypes) expect(type.count, type.key).toBeGreaterThan(0);
    for (const key of [
      'goodInForce',
      'badInForce',
      'recordsWaiting',
      'openAppeals',
      'openRepairs',
      'warnings',
    ] as const)
      expect(summary[key], key).toBeGreaterThan(0);
    expect(summary.levels.filter((level) => level.count > 0).length).toBeGreaterThan(1);
    expect(summary.months.some((month) => month.good > 0)).toBe(true);
    expect(summary.months.some((month) => month.bad > 0)).toBe(true);
    expect(summary.counties.length).toBeGreaterThan(1);

    const report = (
      await t.app.inject({ method: 'GET', url: '/api/dashboard/report?pageIndex=1&pageSize=10', headers })
    ).json<{ extraData: { pageData: Record<string, number>[] } }>().extraData.pageData;
    expect(report.length).toBeGreaterThan(1);
    for (const column of ['enterpriseCount', 'goodRecords', 'badRecords', 'appeals', 'repairs'])
      expect(
        report.some((row) => (row[column] ?? 0) > 0),
        column,
      ).toBe(true);
  });
});
