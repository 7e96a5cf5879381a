import { todayInShanghai } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { DESK_FIGURES_FRESH_MS } from '../../src/modules/statistics/desk-routes.ts';
import { cell, getJson, REVIEW_DESKS, toDoListUrl, totalOf, type Table } from './desk-fixtures.ts';
import { onceKeptExpired } from './kept-figures.ts';

let t: TestApp;
let leader: Record<string, string>;
beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  leader = await t.authHeader('deptLeader');
}, 180_000);
afterAll(() => t.close());

const today = todayInShanghai();
const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
const url = `/api/statistics/performance?periodStart=${yearAgo}&periodEnd=${today}`;

async function tables(): Promise<Map<string, Table>> {
  const { status, body } = await getJson<{ tables: Table[] }>(t, url, leader);
  expect(status, body.message).toBe(200);
  return new Map(body.extraData.tables.map((table) => [table.key, table]));
}

describe('dataBoard_Performance (GET /api/statistics/performance) on the demo data', () => {
  it('has a row per review desk opening its to-do list, whose open items it counts', async () => {
    const answer = await tables();
    const overdue = answer.get('overdue');
    expect(overdue?.rows.map((row) => row.key)).toEqual(REVIEW_DESKS.map((entry) => entry.key));
    for (const { desk, key, role } of REVIEW_DESKS) {
      const row = overdue?.rows.find((r) => r.key === key);
      expect(row?.page, key).toBe(desk.route);
      const headers = await t.authHeader(role);
      const list = toDoListUrl(desk);
      const matters = (await getJson<{ key: string; count: number }[]>(t, '/api/creditregister/matters', headers)).body
        .extraData;
      const waiting = cell(overdue, key, 'waiting');
      expect(waiting, key).toBe(matters.find((matter) => matter.key === key)?.count);
      if (list) expect(waiting, key).toBe(await totalOf(t, list, headers));
      // The same deadline as the desk's own page, counted without ageing each item.
      const own = await getJson<{ waiting: number; overdue: number }>(t, `/api/statistics/desk?desk=${key}`, headers);
      expect([waiting, cell(overdue, key, 'overdue')], key).toEqual([
        own.body.extraData.waiting,
        own.body.extraData.overdue,
      ]);
    }
  });

  it('adds the months up to the period: decisions per month by desk, and the decisions at every desk', async () => {
    const answer = await tables();
    const decisions = answer.get('decisions');
    const desks = answer.get('desks');
    expect(decisions?.rows.length).toBe(13);
    for (const { key } of REVIEW_DESKS) {
      const monthly = decisions?.rows.reduce((sum, row) => sum + cell(decisions, row.key, key), 0);
      expect(monthly, key).toBe(cell(desks, key, 'decided'));
      expect(cell(desks, key, 'returned'), key).toBeLessThanOrEqual(cell(desks, key, 'decided'));
      expect(cell(desks, key, 'p90Days'), key).toBeGreaterThanOrEqual(0);
    }
    // The demo data decides at 初审 and returns some there.
    expect(cell(desks, 'creditRecord:firstReview', 'decided')).toBeGreaterThan(0);
    expect(cell(desks, 'creditRecord:deptReview', 'received')).toBeGreaterThan(0);
  });

  it('moves with a decision once its kept count expires: 部门审核 decides one and its row and list move together', async () => {
    const dept = await t.authHeader('deptReview');
    const before = await tables();
    const [item] = (
      await getJson<{ pageData: { id: number }[] }>(
        t,
        '/api/creditregister/desk/deptReview?done=0&pageIndex=1&pageSize=1',
        dept,
      )
    ).body.extraData.pageData;
    const reply = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/review',
      headers: dept,
      payload: { id: item!.id, approved: false, reason: '材料不全' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    // The figures are kept 30 s: the decision shows in the first count after that.
    expect(cell((await tables()).get('overdue'), 'creditRecord:deptReview', 'waiting')).toBe(
      cell(before.get('overdue'), 'creditRecord:deptReview', 'waiting'),
    );
    const after = await onceKeptExpired(DESK_FIGURES_FRESH_MS, tables);
    const key = 'creditRecord:deptReview';
    for (const series of ['decided', 'returned'])
      expect(cell(after.get('desks'), key, series), series).toBe(cell(before.get('desks'), key, series) + 1);
    expect(cell(after.get('overdue'), key, 'waiting')).toBe(cell(before.get('overdue'), key, 'waiting') - 1);
    expect(cell(after.get('overdue'), key, 'waiting')).toBe(
      await totalOf(t, '/api/creditregister/desk/deptReview?done=0', dept),
    );
  });

  it('is for 部门领导 and the administrator only; a hostile period is refused', async () => {
    expect((await getJson(t, url, await t.authHeader('superAdmin'))).status).toBe(200);
    for (const role of ['firstReview', 'park', 'deptReview', 'deptRegister'])
      expect((await getJson(t, url, await t.authHeader(role))).status, role).toBe(403);
    for (const query of [
      'periodStart=abc',
      'periodStart=2026-13-01',
      'periodStart=2026-06-01&periodEnd=2026-01-01',
      'periodStart=2000-01-01&periodEnd=2026-01-01',
      `periodEnd=${'9'.repeat(300)}`,
    ])
      expect((await getJson(t, `/api/statistics/performance?${query}`, leader)).status, query).toBe(400);
  });

  it('exports its tables as a workbook', async () => {
    const reply = await t.app.inject({ method: 'GET', url: `${url}&format=xlsx`, headers: leader });
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toContain('spreadsheetml');
  });
});
