import { todayInShanghai } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { DESK_FIGURES_FRESH_MS } from '../../src/modules/statistics/desk-routes.ts';
import { cell, getJson, REVIEW_DESKS, toDoListUrl, totalOf, type Table } from './desk-fixtures.ts';
import { onceKeptExpired } from './kept-figures.ts';

interface DeskAnswer {
  tables: Table[];
  desk: { key: string; title: string; route: string };
  waiting: number;
  overdue: number;
  oldest: { id: number; subject: string; arrivedAt: string | null; waitingDays: number }[];
}

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
}, 180_000);
afterAll(() => t.close());

const thisMonth = todayInShanghai().slice(0, 7);
const deskUrl = (key: string) => `/api/statistics/desk?desk=${encodeURIComponent(key)}`;
const flowOf = (answer: DeskAnswer, series: string) =>
  cell(
    answer.tables.find((table) => table.key === 'flow'),
    thisMonth,
    series,
  );

async function deskOf(key: string, headers: Record<string, string>): Promise<DeskAnswer> {
  const { status, body } = await getJson<DeskAnswer>(t, deskUrl(key), headers);
  expect(status, `${key}: ${body.message}`).toBe(200);
  return body.extraData;
}

describe('a desk statistics page (GET /api/statistics/desk) on the demo data', () => {
  it.each(REVIEW_DESKS.map((entry) => [entry.key, entry] as const))(
    '%s: its open items are its to-do list and its to-do count, aged and oldest first',
    async (_key, { desk, key, role }) => {
      const headers = await t.authHeader(role);
      const answer = await deskOf(key, headers);
      expect(answer.desk).toMatchObject({ key, route: desk.route });
      const matters = (await getJson<{ key: string; count: number }[]>(t, '/api/creditregister/matters', headers)).body
        .extraData;
      expect(answer.waiting).toBe(matters.find((matter) => matter.key === key)?.count);
      const list = toDoListUrl(desk);
      if (list) expect(answer.waiting).toBe(await totalOf(t, list, headers));
      const ages = answer.tables.find((table) => table.key === 'ages');
      expect(ages?.rows.reduce((sum, row) => sum + (row.values[0] ?? 0), 0)).toBe(answer.waiting);
      expect(answer.oldest.length).toBe(Math.min(10, answer.waiting));
      const days = answer.oldest.map((item) => item.waitingDays);
      expect(days).toEqual([...days].sort((a, b) => b - a));
      const oldest = answer.tables.find((table) => table.key === 'oldest');
      expect(oldest?.page).toBe(desk.route);
      expect(oldest?.rows.map((row) => row.search)).toEqual(answer.oldest.map((item) => `view=${item.id}`));
      expect(answer.tables.find((table) => table.key === 'flow')?.rows).toHaveLength(12);
    },
  );

  it('moves with a decision once its kept count expires: 初审 approves one (decided, gone from its list) and 部门审核 receives it; a return counts as returned', async () => {
    const first = await t.authHeader('firstReview');
    const dept = await t.authHeader('deptReview');
    const before = await deskOf('creditRecord:firstReview', first);
    const deptBefore = await deskOf('creditRecord:deptReview', dept);
    const toDo = (
      await getJson<{ pageData: { id: number; revision: number }[] }>(
        t,
        '/api/creditregister/desk/firstReview?done=0&pageIndex=1&pageSize=10',
        first,
      )
    ).body.extraData.pageData;
    expect(toDo.length).toBeGreaterThanOrEqual(2);
    const [approved, returned] = toDo;
    const approve = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers: first,
      payload: { id: approved!.id, approved: true },
    });
    expect(approve.statusCode, approve.body).toBe(200);
    const refuse = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers: first,
      payload: { id: returned!.id, approved: false, reason: '证明材料不清晰' },
    });
    expect(refuse.statusCode, refuse.body).toBe(200);

    // A desk's figures are kept 30 s: the decisions show in the first count after that.
    expect((await deskOf('creditRecord:firstReview', first)).waiting).toBe(before.waiting);
    const after = await onceKeptExpired(DESK_FIGURES_FRESH_MS, () => deskOf('creditRecord:firstReview', first));
    expect(after.waiting).toBe(before.waiting - 2);
    expect(after.waiting).toBe(await totalOf(t, '/api/creditregister/desk/firstReview?done=0', first));
    expect(flowOf(after, 'decided')).toBe(flowOf(before, 'decided') + 2);
    expect(flowOf(after, 'returned')).toBe(flowOf(before, 'returned') + 1);
    expect(after.oldest.map((item) => item.id)).not.toContain(approved!.id);

    const deptAfter = await onceKeptExpired(DESK_FIGURES_FRESH_MS, () => deskOf('creditRecord:deptReview', dept));
    expect(deptAfter.waiting).toBe(deptBefore.waiting + 1);
    expect(deptAfter.waiting).toBe(await totalOf(t, '/api/creditregister/desk/deptReview?done=0', dept));
    expect(flowOf(deptAfter, 'received')).toBe(flowOf(deptBefore, 'received') + 1);
  });

  it('is refused to whoever does not work the desk, and to an unknown desk', async () => {
    const park = await t.authHeader('park');
    expect((await getJson(t, deskUrl('creditRecord:firstReview'), park)).status).toBe(403);
    expect((await getJson(t, deskUrl('creditRecord:parkReview'), park)).status).toBe(200);
    const { rows } = await t.db.$client.query<{ id: number }>('select id from enterprise order by id limit 1');
    const enterprise = await t.authHeader('enterprise', { enterpriseId: rows[0]!.id });
    expect((await getJson(t, deskUrl('creditAppeal:accept'), enterprise)).status).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: deskUrl('creditRecord:firstReview') })).statusCode).toBe(401);
    const leader = await t.authHeader('deptLeader');
    for (const hostile of ['nope', 'creditRecord:declare', "creditRecord:firstReview' or 1=1", 'x'.repeat(500), ''])
      expect((await getJson(t, deskUrl(hostile), leader)).status, hostile).toBe(400);
    expect((await getJson(t, '/api/statistics/desk', leader)).status).toBe(400);
  });

  it('exports its tables as a workbook', async () => {
    const reply = await t.app.inject({
      method: 'GET',
      url: `${deskUrl('creditRecord:deptLeader')}&format=xlsx`,
      headers: await t.authHeader('deptLeader'),
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
  });
});
