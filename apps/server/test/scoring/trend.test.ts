import { DEFAULT_SCORING_FIGURES, levelOf, todayInShanghai } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { annexes, creditRecordAnnexes, creditRecords, scoreSnapshots } from '../../src/db/schema/index.ts';
import { explainScore } from '../../src/modules/scoring/score-explain.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { lastDayOf, monthOf, scoreSnapshotTask, writeSnapshot } from '../../src/modules/scoring/score-snapshot.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';

interface Trend {
  charts: { xAxis: string[]; series: { name: string; data: (number | null)[] }[] };
  datas: {
    id: number;
    behaviorDescription: string;
    scoreValue: number;
    executionDate: string;
    enterpriseAnnexes: unknown[];
    actorDescription: string;
    enterpriseName: string;
  }[];
}

let t: TestApp;
let fresh: number;
let personRecord: number;
let unitRecord: number;
const months2025 = Array.from({ length: 12 }, (_, i) => `2025-${String(i + 1).padStart(2, '0')}-01`);

/** A published record of the fresh enterprise, counting 12 months from its determination date. */
const record = (scoreValue: string, determined: string, more: Partial<typeof creditRecords.$inferInsert> = {}) =>
  insertPublishedRecord(t.db, fresh, scoreValue, determined, more);

const trend = (query: string) => t.app.inject({ method: 'GET', url: `/api/publicity/trend?${query}` });
const trendOf = async (query: string) => (await trend(query)).json<{ extraData: Trend }>().extraData;

beforeAll(async () => {
  t = await buildTestApp();
  fresh = await insertTestEnterprise(t.db, '91460100MA5TREND1X', '测试趋势工程咨询有限公司');
  // 2025: +5 from March 10th (a year), −12 from June 5th ended on August 15th (an upheld appeal).
  unitRecord = await record('5', '2025-03-10');
  await record('-12', '2025-06-05', { endedOn: '2025-08-15', endReason: '申诉成立' });
  personRecord = await record('-2', '2025-10-20', {
    actor: 2,
    personName: '王小明',
    behaviorDescription: '王小明（身份证460100199001011234）未按规定执业',
    creditType: 2,
  });
  // One decision file, linked to the unit's record and to the person's; another file first, so
  // no file id equals a record id by chance.
  const [, annex] = await t.db
    .insert(annexes)
    .values(
      ['其他文件.pdf', '认定文件.pdf'].map((fileName, i) => ({
        category: 'creditRecord',
        fileType: '证明材料',
        fileName,
        storageKey: `trend/${i}.pdf`,
        size: 10,
      })),
    )
    .returning({ id: annexes.id });
  await t.db.insert(creditRecordAnnexes).values([
    { recordId: unitRecord, annexId: annex!.id },
    { recordId: personRecord, annexId: annex!.id },
  ]);
  await t.db.transaction(async (tx) => {
    for (const month of months2025) await writeSnapshot(tx, month);
    await refreshScores(tx);
  });
}, 60_000);
afterAll(() => t.close());

describe('month-end snapshots', () => {
  it('record each enterprise’s score and both levels on the last day of the month, as the score explains it', async () => {
    const rows = await t.db
      .select()
      .from(scoreSnapshots)
      .where(and(eq(scoreSnapshots.enterpriseId, fresh), eq(scoreSnapshots.month, '2025-06-01')));
    expect(rows).toMatchObject([{ score: '53.00', level: 'C', trendLevel: 'C' }]);
    for (const month of ['2025-02-01', '2025-03-01', '2025-08-01', '2025-10-01']) {
      const [row] = await t.db
        .select({ score: scoreSnapshots.score })
        .from(scoreSnapshots)
        .where(and(eq(scoreSnapshots.enterpriseId, fresh), eq(scoreSnapshots.month, month)));
      expect(Number(row!.score)).toBe((await explainScore(t.db, fresh, lastDayOf(month))).score);
    }
  });

  it('are written by the job for the month asked (the month just ended by default) and never rewritten', async () => {
    const run = scoreSnapshotTask(t.db);
    const justEnded = monthOf(todayInShanghai(), -1);
    await run({}, {} as never);
    const [written] = await t.db
      .select({ score: scoreSnapshots.score, trendLevel: scoreSnapshots.trendLevel })
      .from(scoreSnapshots)
      .where(and(eq(scoreSnapshots.enterpriseId, fresh), eq(scoreSnapshots.month, justEnded)));
    const expected = (await explainScore(t.db, fresh, lastDayOf(justEnded))).score;
    expect(Number(written!.score)).toBe(expected);
    expect(written!.trendLevel).toBe(levelOf(expected, DEFAULT_SCORING_FIGURES.trendLevels));

    await record('30', '2025-01-05');
    await run({ month: '2025-01-01' }, {} as never);
    const [january] = await t.db
      .select({ score: scoreSnapshots.score })
      .from(scoreSnapshots)
      .where(and(eq(scoreSnapshots.enterpriseId, fresh), eq(scoreSnapshots.month, '2025-01-01')));
    expect(january!.score).toBe('60.00');
    await t.db.delete(creditRecords).where(eq(creditRecords.scoreValue, '30'));
  });

  it('skip a month no published standard covers', async () => {
    expect(await t.db.transaction((tx) => writeSnapshot(tx, '2020-05-01'))).toBe(0);
  });
});

describe('GET /api/publicity/trend (public)', () => {
  it('monthly: the twelve month-end scores of the year and the records that counted in it', async () => {
    const { charts, datas } = await trendOf(`year=2025&type=0&enterpriseId=${fresh}`);
    expect(charts.xAxis).toEqual([
      '1月',
      '2月',
      '3月',
      '4月',
      '5月',
      '6月',
      '7月',
      '8月',
      '9月',
      '10月',
      '11月',
      '12月',
    ]);
    expect(charts.series[0]!.data).toEqual([60, 60, 65, 65, 65, 53, 53, 65, 65, 63, 63, 63]);
    expect(datas.map((row) => row.scoreValue)).toEqual([-2, -12, 5]);
    expect(datas.find((row) => row.scoreValue === -12)).toMatchObject({ executionDate: '2025-06-05' });
  });

  it('quarterly and annual: the score at the end of each quarter, and of each of the last five years', async () => {
    expect((await trendOf(`year=2025&type=1&enterpriseId=${fresh}`)).charts).toEqual({
      xAxis: ['第1季度', '第2季度', '第3季度', '第4季度'],
      series: [{ name: '动态信用分', data: [65, 53, 65, 63] }],
    });
    const thisYear = Number(todayInShanghai().slice(0, 4));
    const annual = await trendOf(`year=${thisYear}&type=2&enterpriseId=${fresh}`);
    expect(annual.charts.xAxis).toEqual([4, 3, 2, 1, 0].map((back) => `${thisYear - back}年`));
    const live = (await explainScore(t.db, fresh)).score;
    expect(annual.charts.series[0]!.data.at(-1)).toBe(live);
    if (thisYear === 2026) expect(annual.charts.series[0]!.data).toEqual([null, null, null, 63, live]);
  });

  it('shows each record as the public record detail does: a person as 个人, its text masked, no files', async () => {
    const { datas } = await trendOf(`year=2025&type=0&enterpriseId=${fresh}`);
    const person = datas.find((row) => row.id === personRecord);
    expect(person).toMatchObject({
      actorDescription: '个人',
      behaviorDescription: '某某（身份证460***********1234）未按规定执业',
      enterpriseName: '测试趋势工程咨询有限公司',
      enterpriseAnnexes: [],
    });
    const answer = JSON.stringify(datas);
    expect(answer).not.toContain('王小明');
    expect(answer).not.toMatch(/认定文件|relativePath|\/api\/annex\/file\//);
    expect(datas.find((row) => row.id === unitRecord)?.enterpriseAnnexes).toEqual([]);
  });

  it.each([
    ['year=2999&type=0', '年份不能晚于今年'],
    ['year=1999&type=0', '请选择正确的年份'],
    ['year=2025&type=7', '请选择趋势类型'],
    ['year=abc&type=0', '请选择正确的年份'],
  ])('refuses %s with 400', async (query, message) => {
    const res = await trend(`${query}&enterpriseId=${fresh}`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, message });
  });

  it('refuses a missing enterprise with 400 and an unknown one with 404', async () => {
    expect((await trend('year=2025&type=0')).json()).toMatchObject({ message: '请指定企业' });
    const unknown = await trend('year=2025&type=0&enterpriseId=99999');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: '企业不存在' });
  });
});

describe('GET /api/publicity/EntyLevel (public)', () => {
  it('gives the level on the trend scale at the end of each of the last twelve months, this month as of today', async () => {
    const res = await t.app.inject({ method: 'GET', url: `/api/publicity/EntyLevel?enterpriseId=${fresh}` });
    expect(res.statusCode).toBe(200);
    const { charts } = res.json<{
      extraData: { charts: { xAxis: string[]; yAxis: string[]; series: { data: (string | null)[] }[] } };
    }>().extraData;
    const today = todayInShanghai();
    expect(charts.yAxis).toEqual(['C', 'B', 'B+', 'A']);
    expect(charts.xAxis).toHaveLength(12);
    expect(charts.xAxis.at(-1)).toBe(today.slice(0, 7));
    const data = charts.series[0]!.data;
    expect(data.at(-1)).toBe(levelOf((await explainScore(t.db, fresh)).score, DEFAULT_SCORING_FIGURES.trendLevels));
    const justEnded = monthOf(today, -1);
    const ended = (await explainScore(t.db, fresh, lastDayOf(justEnded))).score;
    expect(data.at(-2)).toBe(levelOf(ended, DEFAULT_SCORING_FIGURES.trendLevels));
  });

  it('refuses an unknown enterprise with 404 and a malformed id with 400', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/publicity/EntyLevel?enterpriseId=99999' })).statusCode).toBe(
      404,
    );
    expect((await t.app.inject({ method: 'GET', url: '/api/publicity/EntyLevel?enterpriseId=-1' })).statusCode).toBe(
      400,
    );
  });
});
