import { BIDDING_FEEDBACK_WORKFLOW } from '@credit/rules';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { biddingFeedbacks, creditAppeals, creditRequests } from '../../src/db/schema/index.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertDashboardData } from './dashboard-fixtures.ts';

type Headers = { authorization: string };

let t: TestApp;
let links: { flow: string; url: string; owner: number }[];
let fixture: Awaited<ReturnType<typeof insertDashboardData>>;
const as = {} as Record<'owner' | 'other' | 'firstReview', Headers> & { ownerOf: Map<number, Headers> };

/**
 * lookform (docs/lookform.md) shows an item by the flow's own single-item read: the page only picks
 * the viewer, so these reads are what keeps one enterprise out of another's forms.
 */
beforeAll(async () => {
  t = await buildTestApp();
  fixture = await insertDashboardData(t.db);
  const { enterpriseIds, recordIds } = fixture;
  // The second fixture enterprise's bad record, its appeal and its repair; the first's revocation.
  const [appeal] = await t.db
    .select({ id: creditAppeals.id })
    .from(creditAppeals)
    .where(eq(creditAppeals.recordId, recordIds[3]!));
  const requests = await t.db
    .select({ id: creditRequests.id, kind: creditRequests.kind, recordId: creditRequests.recordId })
    .from(creditRequests)
    .orderBy(asc(creditRequests.id));
  const repair = requests.find((request) => request.kind === 'repair' && request.recordId === recordIds[3])!;
  const revocation = requests.find((request) => request.kind === 'revoke')!;
  const [feedback] = await t.db
    .insert(biddingFeedbacks)
    .values({
      enterpriseId: enterpriseIds[1]!,
      agentCompanyName: '海南看板测试造价咨询二公司',
      signDate: '2026-05-06',
      agentProjectName: '海口市道路提升改造工程招标代理',
      agentProjectAddress: '海口市美兰区海府路',
      agentContractSignTime: '2026-05-06',
      agentResponsibleName: '王芳',
      entrustUnit: '海口市美兰区住房和城乡建设局',
      agentServiceFee: '12.5',
      agentStartDate: '2026-05-10',
      agentEndDate: '2026-10-31',
      province: '460000',
      city: '460100',
      area: '460108',
      agentProjectType: 2,
      investmentNature: 1,
      constructionScale: '道路全长3.2公里',
      processStatus: 1,
    })
    .returning({ id: biddingFeedbacks.id });
  links = [
    { flow: 'creditRecord', url: `/api/creditregister/single?id=${recordIds[3]}`, owner: 1 },
    { flow: 'creditAppeal', url: `/api/creditappeal/single?id=${appeal!.id}`, owner: 1 },
    { flow: 'creditRepair', url: `/api/creditrequest/single?id=${repair.id}`, owner: 1 },
    { flow: 'creditRevocation', url: `/api/creditrequest/single?id=${revocation.id}`, owner: 0 },
    { flow: BIDDING_FEEDBACK_WORKFLOW.key, url: `/api/biddingfeedback/single?id=${feedback!.id}`, owner: 1 },
  ];
  as.ownerOf = new Map([
    [0, await t.authHeader('enterprise', { enterpriseId: enterpriseIds[0]! })],
    [1, await t.authHeader('enterprise', { enterpriseId: enterpriseIds[1]! })],
  ]);
  as.other = await t.authHeader('enterprise', { enterpriseId: enterpriseIds[4]! });
  as.firstReview = await t.authHeader('firstReview');
}, 60_000);
afterAll(() => t.close());

const get = (url: string, headers: Headers) => t.app.inject({ method: 'GET', url, headers });

describe('the reads behind lookform', () => {
  it('show an item to its own enterprise and to a reviewing desk', async () => {
    for (const link of links) {
      expect((await get(link.url, as.ownerOf.get(link.owner)!)).statusCode, link.flow).toBe(200);
      expect((await get(link.url, as.firstReview)).statusCode, link.flow).toBe(200);
    }
  });

  it("refuse another enterprise's item with a Chinese message", async () => {
    for (const link of links) {
      const response = await get(link.url, as.other);
      expect(response.statusCode, link.flow).toBe(403);
      expect(response.json<{ message: string }>().message, link.flow).toMatch(/[\u4e00-\u9fa5]/);
    }
  });

  it('refuse a hostile id with 400', async () => {
    for (const url of [
      '/api/creditregister/single?id=abc',
      "/api/creditappeal/single?id=1'or'1",
      '/api/creditrequest/single?id=-1',
    ])
      expect((await get(url, as.firstReview)).statusCode, url).toBe(400);
  });

  it("are what a notice links to: a revoked good record's notice opens the record in lookform", async () => {
    const record = fixture.recordIds[5]!; // the fourth enterprise's good record in force
    const reader = await t.authHeader('enterprise', { enterpriseId: fixture.enterpriseIds[3]! });
    const repealed = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/goodrepeal',
      headers: await t.authHeader('deptReview'),
      payload: { id: record, reason: '表彰材料经核查不实' },
    });
    expect(repealed.statusCode, repealed.body).toBe(200);
    const notices = await get('/api/notification/page?pageIndex=1&pageSize=10', reader);
    const [latest] = notices.json<{ extraData: { pageData: { link: string }[] } }>().extraData.pageData;
    expect(latest?.link).toBe(`/lookform?flow=creditRecord&id=${record}`);
    expect((await get(`/api/creditregister/single?id=${record}`, reader)).statusCode).toBe(200);
  });
});
