import { CREDIT_RECORD_STATES as S, todayInShanghai, workingDaysBetween } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecordHistory } from '../../src/db/schema/index.ts';
import { dayOverrides } from '../../src/modules/holiday/working-calendar.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { cell, getJson, type Table } from './desk-fixtures.ts';

let t: TestApp;
let waitingSince: number;
beforeAll(async () => {
  t = await buildTestApp();
  const enterprise = await insertTestEnterprise(t.db, '91460100MA5TWD0001', '海南工作日测试造价咨询公司');
  const record = (state: number, origin: string) =>
    insertPublishedRecord(t.db, enterprise, '2', '2026-09-01', { processStatus: state, origin, completedAt: null });
  const step = (recordId: number, desk: string, instructions: string, at: string) => ({
    recordId,
    desk,
    operatorName: '测试',
    instructions,
    createdAt: new Date(`${at}+08:00`),
  });
  // Submitted the day before National Day (10/1–10/7 放假), approved on the second working day after it.
  const approved = await record(S.review, 'enterprise');
  // The department's own publication: its 提交 goes to 部门发布审核, never to 初审.
  waitingSince = await record(S.review, 'department');
  // Submitted on a Monday, returned on the Friday.
  const returned = await record(S.firstRefused, 'enterprise');
  await t.db
    .insert(creditRecordHistory)
    .values([
      step(approved, 'credit:declare', '提交', '2026-09-30T10:00:00'),
      step(approved, 'credit:firstReview', '初审通过', '2026-10-09T15:00:00'),
      step(waitingSince, 'credit:register', '提交', '2026-10-12T09:00:00'),
      step(returned, 'credit:declare', '提交', '2026-10-12T09:00:00'),
      step(returned, 'credit:firstReview', '初审退回：材料不全', '2026-10-16T16:00:00'),
    ]);
}, 120_000);
afterAll(() => t.close());

describe('the desks figures, counted through the holiday calendar', () => {
  it('counts arrivals, decisions, returns and working days from arrival to decision per month', async () => {
    const { status, body } = await getJson<{ tables: Table[] }>(
      t,
      '/api/statistics/performance?periodStart=2026-09-01&periodEnd=2026-10-31',
      await t.authHeader('deptLeader'),
    );
    expect(status, body.message).toBe(200);
    const tables = new Map(body.extraData.tables.map((table) => [table.key, table]));
    const months = tables.get('months');
    const first = (month: string, series: string) => cell(months, `creditRecord:firstReview:${month}`, series);
    expect([first('2026-09', 'received'), first('2026-09', 'decided')]).toEqual([1, 0]);
    expect(['received', 'decided', 'returned'].map((series) => first('2026-10', series))).toEqual([1, 2, 1]);
    // 2 working days (10/8, 10/9) and 4 (10/13–10/16): average 3, 90th percentile 3.8.
    expect([first('2026-10', 'averageDays'), first('2026-10', 'p90Days')]).toEqual([3, 3.8]);
    const desks = tables.get('desks');
    expect(cell(desks, 'creditRecord:firstReview', 'averageDays')).toBe(3);
    expect(cell(desks, 'creditRecord:deptReview', 'received')).toBe(1);
    expect(cell(desks, 'creditRecord:publishReview', 'received')).toBe(1);
    expect(cell(desks, 'creditRecord:parkReview', 'received')).toBe(0);
    // The ended days are kept: counted once, read back on the next request.
    const { rows } = await t.db.$client.query<{ day: string; decided: number; days: Record<string, number> }>(
      `select to_char(day, 'YYYY-MM-DD') as day, decided, days from desk_work_day
        where desk = 'creditRecord:firstReview' and decided > 0 order by day`,
    );
    expect(rows).toEqual([
      { day: '2026-10-09', decided: 1, days: { 2: 1 } },
      { day: '2026-10-16', decided: 1, days: { 4: 1 } },
    ]);
    const { rows: kept } = await t.db.$client.query<{ n: number }>(
      `select count(*)::int as n from desk_work_day where desk = 'creditRecord:firstReview'`,
    );
    expect(kept[0]?.n).toBe(61);
  });

  it('ages an open item in working days and marks it overdue past the desk norm', async () => {
    const { status, body } = await getJson<{
      waiting: number;
      overdue: number;
      oldest: { id: number; waitingDays: number; overdue: boolean }[];
    }>(t, '/api/statistics/desk?desk=creditRecord:publishReview', await t.authHeader('deptReview'));
    expect(status, body.message).toBe(200);
    const today = todayInShanghai();
    const expected = workingDaysBetween('2026-10-12', today, await dayOverrides(t.db, '2026-10-12', today));
    expect(body.extraData.oldest).toEqual([
      expect.objectContaining({ id: waitingSince, waitingDays: expected, overdue: expected > 5 }),
    ]);
    expect([body.extraData.waiting, body.extraData.overdue]).toEqual([1, expected > 5 ? 1 : 0]);
  });
});
