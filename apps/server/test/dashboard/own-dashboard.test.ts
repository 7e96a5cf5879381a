import { APPEAL_STATES, REQUEST_STATES, todayInShanghai } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRequests, enterprises } from '../../src/db/schema/index.ts';
import { insertPublishedRecord } from '../helpers/test-enterprise.ts';
import { OPEN_WORK_FRESH_MS } from '../../src/modules/dashboard/summary-service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { onceKeptExpired } from '../statistics/kept-figures.ts';
import { daysAgo, insertDashboardData } from './dashboard-fixtures.ts';

type Headers = { authorization: string };
interface Envelope<T> {
  success: boolean;
  message: string;
  extraData: T;
}
interface Figure {
  key: string;
  count: number;
}
interface DeskWork {
  key: string;
  route: string;
  count: number;
}
interface ScopeSummary {
  scope: 'park' | 'province';
  enterpriseTypes: Figure[];
  goodInForce: number;
  badInForce: number;
  warnings: number;
  levels: Figure[];
  months: { month: string; good: number; bad: number }[];
  counties: { code: string; good: number; bad: number }[];
  desks: DeskWork[];
}
interface EnterpriseSummary {
  scope: 'enterprise';
  enterpriseName: string;
  standing: { score: number; level: string; rank: number } | null;
  goodInForce: number;
  badInForce: number;
  requests: { flow: string; id: number; kind: string; state: number; stateLabel: string }[];
  warning: { month: string; actualCount: number; requiredCount: number } | null;
  deadlines: { kind: string; flow: string; id: number; due: string }[];
}

let t: TestApp;
let fixture: Awaited<ReturnType<typeof insertDashboardData>>;
const as = {} as Record<'park' | 'firstReview' | 'register' | 'leader' | 'first' | 'second', Headers>;

beforeAll(async () => {
  t = await buildTestApp();
  fixture = await insertDashboardData(t.db);
  const [first, second, third, , , sixth] = fixture.enterpriseIds;
  // The third and sixth fixture enterprises are registered in the park.
  await t.db
    .update(enterprises)
    .set({ inPark: true })
    .where(inArray(enterprises.id, [third!, sixth!]));
  as.park = await t.authHeader('park');
  as.firstReview = await t.authHeader('firstReview');
  as.register = await t.authHeader('deptRegister');
  as.leader = await t.authHeader('deptLeader');
  as.first = await t.authHeader('enterprise', { enterpriseId: first! });
  as.second = await t.authHeader('enterprise', { enterpriseId: second! });
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const own = async <T>(headers: Headers) => {
  const response = await get('/api/dashboard/own', headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Envelope<T>>().extraData;
};
/** The rows a list gives with a figure's filter (its totalCount). */
const listed = async (url: string, headers: Headers) => {
  const response = await get(url, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Envelope<{ totalCount: number }>>().extraData.totalCount;
};

describe('GET /api/dashboard/own (dataBoard1)', () => {
  it("shows a province desk the province's figures, each equal to its list, and its own desk's work", async () => {
    const summary = await own<ScopeSummary>(as.firstReview);
    expect(summary.scope).toBe('province');
    for (const type of summary.enterpriseTypes)
      expect(type.count, type.key).toBe(
        await listed(`/api/enterprise/page?enterpriseType=${type.key}`, as.firstReview),
      );
    expect(summary.goodInForce).toBe(await listed('/api/creditregister/inforce?creditType=1', as.firstReview));
    expect(summary.badInForce).toBe(await listed('/api/creditregister/inforce?creditType=2', as.firstReview));
    const warningList = await get('/Qualification/GetAllQualificationList?pageIndex=1&pageSize=10', as.firstReview);
    expect(summary.warnings).toBe(warningList.json<{ Data: { TotalCount: number } }>().Data.TotalCount);
    const desk = summary.desks.find((work) => work.route === 'auditTable');
    expect(desk?.count).toBe(await listed('/api/creditregister/desk/firstReview?done=0', as.firstReview));
    expect(desk?.count).toBeGreaterThan(0);
  });

  it('moves a desk figure with its list when the desk decides, once its kept count expires', async () => {
    const before = (await own<ScopeSummary>(as.firstReview)).desks.find((work) => work.route === 'auditTable')!;
    const waiting = fixture.recordIds[7]!; // the first enterprise's, waiting at 初审 (not the park's)
    const decided = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers: as.firstReview,
      payload: { id: waiting, approved: false, reason: '材料不全' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    const after = (
      await onceKeptExpired(OPEN_WORK_FRESH_MS, () => own<ScopeSummary>(as.firstReview))
    ).desks.find((work) => work.route === 'auditTable')!;
    expect(after.count).toBe(before.count - 1);
    expect(after.count).toBe(await listed('/api/creditregister/desk/firstReview?done=0', as.firstReview));
  });

  it("shows the park desk its park's enterprises only", async () => {
    const summary = await own<ScopeSummary>(as.park);
    expect(summary.scope).toBe('park');
    const parkTotal = summary.enterpriseTypes.reduce((sum, type) => sum + type.count, 0);
    expect(parkTotal).toBe(await listed('/api/enterprise/page?inPark=1', as.park));
    expect(parkTotal).toBe(2);
    for (const type of summary.enterpriseTypes)
      expect(type.count, type.key).toBe(
        await listed(`/api/enterprise/page?inPark=1&enterpriseType=${type.key}`, as.park),
      );
    const province = await own<ScopeSummary>(as.register);
    expect(province.scope).toBe('province');
    expect(summary.goodInForce + summary.badInForce).toBeLessThan(province.goodInForce + province.badInForce);
    expect(summary.levels.reduce((sum, level) => sum + level.count, 0)).toBe(2);
    // The park's records in force and warnings open 信用行为记录 and 资质预警 on the park (inPark=1).
    expect(summary.goodInForce).toBe(await listed('/api/creditregister/inforce?creditType=1&inPark=1', as.park));
    expect(summary.badInForce).toBe(await listed('/api/creditregister/inforce?creditType=2&inPark=1', as.park));
    expect(summary.badInForce).toBeGreaterThan(0);
    const warningList = await get('/Qualification/GetAllQualificationList?pageIndex=1&pageSize=10&inPark=1', as.park);
    expect(summary.warnings).toBe(warningList.json<{ Data: { TotalCount: number } }>().Data.TotalCount);
  });

  it('shows an enterprise user its own standing, requests and warning, and no other enterprise', async () => {
    const mine = await own<EnterpriseSummary>(as.second);
    expect(mine.scope).toBe('enterprise');
    expect(mine.standing?.level).toBe(fixture.levels[1]);
    expect(mine.goodInForce).toBe(await listed('/api/creditregister/inforce?creditType=1', as.second));
    expect(mine.badInForce).toBe(await listed('/api/creditregister/inforce?creditType=2', as.second));
    // Its appeal waits at 初审 and its repair at 初审; nothing of another enterprise.
    expect(mine.requests.map(({ flow, state, stateLabel }) => ({ flow, state, stateLabel }))).toEqual([
      { flow: 'creditAppeal', state: APPEAL_STATES.firstReview, stateLabel: '待初审' },
      { flow: 'creditRepair', state: REQUEST_STATES.firstReview, stateLabel: expect.any(String) as string },
    ]);
    expect(mine.warning).toBeNull();
    const first = await own<EnterpriseSummary>(as.first);
    expect(first.warning).toMatchObject({ actualCount: 3, requiredCount: 6 });
    // The rank is the ranking's own order: its place in the management ranking's numbering.
    const ranking = await t.app.inject({
      method: 'POST',
      url: '/Charts/GetCostScorePageList',
      headers: as.second,
      payload: { pageIndex: 1, pageSize: 100 },
    });
    const rows = ranking.json<Envelope<{ pageData: { Id: number }[] }>>().extraData.pageData;
    expect(mine.standing?.rank).toBe(rows.findIndex((row) => row.Id === fixture.enterpriseIds[1]) + 1);
  });

  it("lists an enterprise's deadlines: its appeal windows still open and its repairs' due days, soonest first", async () => {
    expect((await own<EnterpriseSummary>(as.second)).deadlines).toEqual([]);
    const today = todayInShanghai();
    // A bad record published today, not appealed: its window closes 15 working days on.
    const fresh = await insertPublishedRecord(t.db, fixture.enterpriseIds[1]!, '-2', today);
    // The repair waiting at 初审 is due in ten days.
    const due = daysAgo(-10);
    await t.db
      .update(creditRequests)
      .set({ dueOn: due })
      .where(and(eq(creditRequests.recordId, fixture.recordIds[3]!), eq(creditRequests.kind, 'repair')));
    const { deadlines } = await own<EnterpriseSummary>(as.second);
    expect(deadlines.map(({ kind, flow }) => ({ kind, flow }))).toEqual([
      { kind: 'repairDue', flow: 'creditRepair' },
      { kind: 'appealWindow', flow: 'creditRecord' },
    ]);
    expect(deadlines[0]?.due).toBe(due);
    expect(deadlines[1]?.id).toBe(fresh);
    expect(deadlines[1]!.due > due).toBe(true);
    // Another enterprise sees none of them.
    expect((await own<EnterpriseSummary>(as.first)).deadlines).toEqual([]);
  });

  it('is refused to a role without the menu', async () => {
    expect((await get('/api/dashboard/own', as.leader)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/dashboard/own' })).statusCode).toBe(401);
  });
});
