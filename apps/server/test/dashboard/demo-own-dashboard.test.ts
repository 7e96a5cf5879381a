import { DESKS } from '@credit/rules';
import { asc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterprises } from '../../src/db/schema/index.ts';
import { OPEN_WORK_FRESH_MS } from '../../src/modules/dashboard/summary-service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { onceKeptExpired } from '../statistics/kept-figures.ts';

type Headers = { authorization: string };
interface Figure {
  key: string;
  count: number;
}
interface DeskWork {
  key: string;
  count: number;
}
interface ScopeSummary {
  scope: string;
  enterpriseTypes: Figure[];
  goodInForce: number;
  badInForce: number;
  warnings: number;
  desks: DeskWork[];
}
interface EnterpriseSummary {
  scope: 'enterprise';
  goodInForce: number;
  badInForce: number;
  requests: { flow: string; id: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 120_000);
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });
const own = async <T>(headers: Headers) =>
  (await get('/api/dashboard/own', headers)).json<{ extraData: T }>().extraData;
const total = async (url: string, headers: Headers) => {
  const response = await get(url, headers);
  expect(response.statusCode, `${url} ${response.body}`).toBe(200);
  const body = response.json<{ extraData?: { totalCount: number }; Data?: { TotalCount: number } }>();
  return body.extraData?.totalCount ?? body.Data?.TotalCount;
};

const REVIEW_DESKS = new Set(DESKS.filter((desk) => desk.kind === 'review').map((desk) => `${desk.flow}:${desk.key}`));

/** The to-do list behind a desk's work figure (`<flow>:<desk>`), by the flow's list routes. */
function deskList(key: string): string {
  const [flow, desk] = key.split(':') as [string, string];
  const lists: Record<string, string> = {
    creditRecord: `/api/creditregister/desk/${desk}?done=0`,
    creditAppeal: `/api/creditappeal/desk/${desk}?done=0`,
    creditRevocation: `/api/creditrequest/revoke/desk/${desk}?done=0`,
    creditRepair: `/api/creditrequest/repair/desk/${desk}?done=0`,
    biddingFeedback: '/api/biddingfeedback/desk?done=0',
  };
  const url = lists[flow];
  if (!url) throw new Error(`no list for the desk ${key}`);
  return url;
}

/** Every figure of a desk's 我的看板 equals the total its list gives with the figure's filter. */
async function expectFiguresMatchLists(headers: Headers, park: boolean) {
  const summary = await own<ScopeSummary>(headers);
  expect(summary.scope).toBe(park ? 'park' : 'province');
  const within = park ? '&inPark=1' : '';
  expect(summary.enterpriseTypes.length).toBeGreaterThan(0);
  for (const type of summary.enterpriseTypes)
    expect(type.count, type.key).toBe(await total(`/api/enterprise/page?enterpriseType=${type.key}${within}`, headers));
  expect(summary.goodInForce).toBe(await total(`/api/creditregister/inforce?creditType=1${within}`, headers));
  expect(summary.badInForce).toBe(await total(`/api/creditregister/inforce?creditType=2${within}`, headers));
  expect(summary.warnings).toBe(
    await total(`/Qualification/GetAllQualificationList?pageIndex=1&pageSize=10${within}`, headers),
  );
  // A review desk's work is its to-do list (an author desk's is what came back to it).
  for (const desk of summary.desks.filter((work) => REVIEW_DESKS.has(work.key)))
    expect(desk.count, desk.key).toBe(await total(deskList(desk.key), headers));
  return summary;
}

describe('我的看板 on the demo data (docs/demo-data.md)', () => {
  it("gives the park desk and the first-review desk figures equal to their lists' totals", async () => {
    const park = await expectFiguresMatchLists(await t.authHeader('park'), true);
    expect(park.goodInForce + park.badInForce).toBeGreaterThan(0);
    const first = await expectFiguresMatchLists(await t.authHeader('firstReview'), false);
    expect(first.desks.some((desk) => desk.count > 0)).toBe(true);
  });

  it("moves the first-review desk's figure with its list when the desk decides, once its kept count expires", async () => {
    const headers = await t.authHeader('firstReview');
    const figure = async () =>
      (await own<ScopeSummary>(headers)).desks.find((desk) => desk.key === 'creditRecord:firstReview')!.count;
    const before = await figure();
    expect(before).toBe(await total(deskList('creditRecord:firstReview'), headers));
    const waiting = (await get('/api/creditregister/desk/firstReview?done=0&pageIndex=1&pageSize=1', headers)).json<{
      extraData: { pageData: { id: number }[] };
    }>().extraData.pageData[0]!;
    const decided = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers,
      payload: { id: waiting.id, approved: false, reason: '证明材料不清晰' },
    });
    expect(decided.statusCode, decided.body).toBe(200);
    // The desks' work is kept 10 s: the decision shows in the first count after that.
    expect(await figure()).toBe(before);
    const after = await onceKeptExpired(OPEN_WORK_FRESH_MS, figure);
    expect(after).toBe(before - 1);
    expect(after).toBe(await total(deskList('creditRecord:firstReview'), headers));
  });

  it('gives a demo enterprise its records in force as its own list counts them, and its open requests', async () => {
    // Demo enterprise #1 (qiye1's).
    const [first] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
    const headers = await t.authHeader('enterprise', { enterpriseId: first!.id });
    const mine = await own<EnterpriseSummary>(headers);
    expect(mine.scope).toBe('enterprise');
    expect(mine.goodInForce).toBe(await total('/api/creditregister/inforce?creditType=1', headers));
    expect(mine.badInForce).toBe(await total('/api/creditregister/inforce?creditType=2', headers));
    for (const request of mine.requests) {
      const url = {
        creditAppeal: '/api/creditappeal/single',
        creditRevocation: '/api/creditrequest/single',
        creditRepair: '/api/creditrequest/single',
        biddingFeedback: '/api/biddingfeedback/single',
      }[request.flow];
      expect((await get(`${url}?id=${request.id}`, headers)).statusCode, request.flow).toBe(200);
    }
  });
});
