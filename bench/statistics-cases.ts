import { todayInShanghai } from '@credit/rules';
import { waitUntilDatabaseQuiet } from './bench-database.ts';
import { appMeasurement, ENTERPRISE_PAGE_1, type ListCase, type Measurement } from './cases.ts';
import { runCase, type CaseResult } from './load.ts';
import { formatColumns } from './report.ts';
import type { BenchSettings } from './settings.ts';

/** Issue 38: each statistics call's p99 at 50 connections at most 2 × the enterprise list's page 1 in the same run. */
export const STATISTICS_P99_FACTOR = 2;

export interface StatisticsCaseReport {
  yardstick: CaseResult;
  cases: (CaseResult & { firstAnswerMs: number; timesYardstickP99: number; met: boolean })[];
}

/** Every statistics page's one call as the page opens it: this year so far, every enterprise type. */
function statisticsMeasurements(): Measurement[] {
  const today = todayInShanghai();
  const period = `periodStart=${today.slice(0, 4)}-01-01&periodEnd=${today}`;
  const calls: [string, string][] = [
    ['数据看板 dataBoard', '/api/dashboard/summary'],
    ['我的看板 dataBoard1 (province)', '/api/dashboard/own'],
    ['统计报表 reportForms page 1', `/api/dashboard/report?${period}&pageIndex=1&pageSize=10`],
    ['占比分析 dataBoard_Proportion', `/api/statistics/proportion?${period}`],
    ['良好信用分析 good analysis', `/api/statistics/records?creditType=1&${period}`],
    ['不良信用分析 bad analysis', `/api/statistics/records?creditType=2&${period}`],
    ['信用记录统计 creditRecordCount page 1', `/api/statistics/recordcount?${period}&pageIndex=1&pageSize=10`],
    ['存储统计 dataBoard_storage', '/api/statistics/storage'],
    ['办理效率 dataBoard_Performance', `/api/statistics/performance?${period}`],
    [`初审 ${FIRST_REVIEW_ROUTE}_emattersecharts`, '/api/statistics/desk?desk=creditRecord:firstReview'],
  ];
  return calls.map(([name, path]) => ({
    name: `statistics: ${name}`,
    target: 'app',
    method: 'GET',
    path,
    authenticated: true,
  }));
}

const FIRST_REVIEW_ROUTE = 'auditTable';

/**
 * One call of the administrator's to the running app, its envelope's extraData. A call that meets a
 * kept-alive connection the server has just closed (after a long load, while the database quietened)
 * is sent once more on a new one: the answer is what is measured, not the idle socket.
 */
async function adminCall<T>(origin: string, authorization: string, path: string, body?: object): Promise<T> {
  const send = () =>
    fetch(`${origin}${path}`, {
      method: body ? 'PUT' : 'GET',
      headers: { authorization, ...(body && { 'content-type': 'application/json' }) },
      body: body && JSON.stringify(body),
    });
  const response = await send().catch(send);
  const answer = (await response.json()) as { success?: boolean; extraData?: T; message?: string };
  if (!response.ok || !answer.success) throw new Error(`${path}: HTTP ${response.status} ${answer.message ?? ''}`);
  return answer.extraData as T;
}

/**
 * A desk's statistics answer only those who work the desk, 我的看板 only the roles that hold it: the
 * administrator is given the 初审 and 我的看板 menus in 角色管理, as an operator would, so his session
 * reads the first-review desk's page and the province's 我的看板.
 */
export async function holdBenchedMenus(origin: string, authorization: string): Promise<void> {
  const roles = await adminCall<{ id: number; code: string }[]>(origin, authorization, '/api/system/roles');
  const admin = roles.find((role) => role.code === 'superAdmin');
  const menus = await adminCall<{ id: number; menuUrl: string }[]>(origin, authorization, '/api/system/menus');
  const added = menus.filter((menu) => [FIRST_REVIEW_ROUTE, 'dataBoard1'].includes(menu.menuUrl));
  if (!admin || added.length !== 2) throw new Error('the superAdmin role, the 初审 or the 我的看板 menu is missing');
  const path = `/api/system/roles/${admin.id}/menus`;
  const { menuIds } = await adminCall<{ menuIds: number[] }>(origin, authorization, path);
  await adminCall(origin, authorization, path, {
    menuIds: [...new Set([...menuIds, ...added.map((menu) => menu.id)])],
  });
}

/**
 * Loads each statistics call as the super administrator after the enterprise list's page 1, the
 * yardstick, measured again in the same run so both meet the same machine.
 */
export async function measureStatistics(
  origin: string,
  authorization: string,
  databaseUrl: string,
  listCases: ListCase[],
  settings: BenchSettings,
): Promise<StatisticsCaseReport> {
  const page1 = listCases.find((listCase) => listCase.name === ENTERPRISE_PAGE_1);
  if (!page1) throw new Error(`the list cases lack ${ENTERPRISE_PAGE_1}`);
  const headers = { authorization };
  await holdBenchedMenus(origin, authorization);
  console.log(`Loading ${ENTERPRISE_PAGE_1} as the statistics' yardstick…`);
  const yardstick = await runCase(appMeasurement(page1), origin, headers, settings);
  const cases: StatisticsCaseReport['cases'] = [];
  for (const measurement of statisticsMeasurements()) {
    // A slow case's queries outlive its load: the next one starts on a quiet database.
    await waitUntilDatabaseQuiet(databaseUrl);
    // The first answer counts the sums the later ones are served from while they are fresh
    // (keptFor): timed alone and reported, then the load meets what a busy platform's readers meet.
    const started = performance.now();
    await adminCall(origin, authorization, measurement.path);
    const firstAnswerMs = performance.now() - started;
    console.log(`Loading ${measurement.name} (first answer ${firstAnswerMs.toFixed(0)} ms)…`);
    const result = await runCase(measurement, origin, headers, settings);
    const timesYardstickP99 = result.latencyMs.p99 / Math.max(yardstick.latencyMs.p99, 1);
    // Said as each case ends, so a run cut short by a later case keeps the earlier figures.
    console.log(
      `  ${result.requestsPerSecond.toFixed(1)} req/s, p99 ${result.latencyMs.p99.toFixed(1)} ms: ` +
        `${timesYardstickP99.toFixed(2)} × ${ENTERPRISE_PAGE_1}'s ${yardstick.latencyMs.p99.toFixed(1)} ms`,
    );
    cases.push({
      ...result,
      firstAnswerMs,
      timesYardstickP99,
      met: result.timeouts === 0 && timesYardstickP99 <= STATISTICS_P99_FACTOR,
    });
  }
  return { yardstick, cases };
}

export function formatStatistics(report: StatisticsCaseReport): string {
  const header = [
    'statistics call',
    'first ms',
    'req/s',
    'p50 ms',
    'p99 ms',
    `p99 × ${ENTERPRISE_PAGE_1}`,
    'target',
    'met',
  ];
  const rows = [
    [report.yardstick.name, '', ...figures(report.yardstick), '1.00', '', ''],
    ...report.cases.map((c) => [
      c.name,
      c.firstAnswerMs.toFixed(0),
      ...figures(c),
      c.timesYardstickP99.toFixed(2),
      `≤ ${STATISTICS_P99_FACTOR}`,
      c.met ? 'met' : 'not met',
    ]),
  ];
  return formatColumns(header, rows);
}

const figures = (c: CaseResult) => [
  c.requestsPerSecond.toFixed(c.requestsPerSecond < 10 ? 1 : 0),
  c.latencyMs.p50.toFixed(1),
  c.latencyMs.p99.toFixed(1),
];
