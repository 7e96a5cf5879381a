import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditRecords, enterprises, enterpriseScores, scoringStandards } from '../../src/db/schema/index.ts';
import { inForce } from '../../src/modules/credit-record/in-force.ts';
import { explainScore } from '../../src/modules/scoring/score-explain.ts';
import { refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { insertPublishedRecord, insertTestEnterprise } from '../helpers/test-enterprise.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
interface RankingRow {
  Id: number;
  CompName: string;
  BusLicenceRegisterNo: string;
  CreditScore: number;
  CreditLevel: string;
  CostCorpType: string;
  Rank: number;
}

let t: TestApp;
let fresh: number;
const as = {} as Record<'admin' | 'own' | 'other', Headers>;

/** A published record of the fresh enterprise (no catalogue level: it counts 12 months). */
const record = (scoreValue: string, determined: string, endedOn: string | null = null) =>
  insertPublishedRecord(t.db, fresh, scoreValue, determined, { endedOn });

const scoreOn = async (day: string) => (await explainScore(t.db, fresh, day)).score;

async function ranking(body: Record<string, unknown>, headers = as.admin) {
  const res = await t.app.inject({ method: 'POST', url: '/Charts/GetCostScorePageList', headers, payload: body });
  return res;
}
const rows = async (body: Record<string, unknown>) =>
  (await ranking(body)).json<{ extraData: { pageData: RankingRow[]; totalCount: number } }>().extraData;

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  fresh = await insertTestEnterprise(t.db, '91460100MA5TEST01X', '测试评分工程咨询有限公司');
  as.admin = await t.authHeader('superAdmin');
  as.own = await t.authHeader('enterprise', { enterpriseId: fresh });
  const [other] = await t.db.select({ id: enterprises.id }).from(enterprises).orderBy(asc(enterprises.id)).limit(1);
  as.other = await t.authHeader('enterprise', { enterpriseId: other!.id });
}, 60_000);
afterAll(() => t.close());

describe('the dynamic credit score', () => {
  it('is the base alone before any record, and counts each record only within its validity', async () => {
    expect(await scoreOn('2026-01-01')).toBe(60);
    await record('5', '2026-03-01');
    expect(await scoreOn('2026-02-28')).toBe(60);
    expect(await scoreOn('2026-03-01')).toBe(65);
    expect(await scoreOn('2027-02-28')).toBe(65);
    expect(await scoreOn('2027-03-01')).toBe(60);
  });

  it('takes bad records off, ends a record on its end date, and gives the level of the standard', async () => {
    await record('-12', '2026-04-01', '2026-06-01');
    const during = await explainScore(t.db, fresh, '2026-05-01');
    expect(during).toMatchObject({ score: 53, level: 'C', standardName: '信用评价标准（2025版）' });
    expect(during.parts.map((part) => [part.kind, part.points])).toEqual([
      ['base', 60],
      ['record', 5],
      ['record', -12],
    ]);
    expect(during.parts[1]!.rule).toBe('认定日期2026-03-01，计分至2027-02-28');
    expect(during.parts.reduce((sum, part) => sum + part.points, 0)).toBe(during.score);
    expect(await scoreOn('2026-06-01')).toBe(65);
    await record('26', '2026-05-10', '2026-05-20');
    expect(await explainScore(t.db, fresh, '2026-05-15')).toMatchObject({ score: 79, level: 'A' });
  });

  it('is kept for every enterprise, and each kept score is the sum of its explanation', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.db.transaction((tx) => refreshScores(tx, undefined, today));
    const kept = await t.db.select().from(enterpriseScores);
    const all = await t.db.select({ id: enterprises.id }).from(enterprises);
    expect(kept.map((row) => row.enterpriseId).sort()).toEqual(all.map((row) => row.id).sort());
    for (const row of kept) {
      const explained = await explainScore(t.db, row.enterpriseId, today);
      expect([Number(row.score), row.level]).toEqual([explained.score, explained.level]);
    }
  });

  it('leaves the scores a nightly refresh does not change free for a desk to rescore before it commits', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await t.db.transaction((tx) => refreshScores(tx, undefined, today));
    await record('4', today);
    await t.db.transaction(async (tx) => {
      // Only the fresh enterprise's record is new: its score is the one row the refresh writes.
      expect(await refreshScores(tx, undefined, today)).toBe(1);
      const others = await t.db.$client.query<{ enterprise_id: number }>(
        `select enterprise_id from enterprise_score where enterprise_id <> $1 for no key update nowait`,
        [fresh],
      );
      expect(others.rows.length).toBeGreaterThan(0);
      await expect(
        t.db.$client.query(`select 1 from enterprise_score where enterprise_id = $1 for no key update nowait`, [fresh]),
      ).rejects.toMatchObject({ code: '55P03' });
    });
    // Named one by one, as a month's staffing evaluation names them: nothing changed, nothing held.
    const all = await t.db.select({ id: enterprises.id }).from(enterprises);
    await t.db.transaction(async (tx) => {
      expect(
        await refreshScores(
          tx,
          all.map((row) => row.id),
          today,
        ),
      ).toBe(0);
      const held = await t.db.$client.query(`select 1 from enterprise_score for no key update nowait`);
      expect(held.rows).toHaveLength(all.length);
    });
  });

  it('rescores a province of enterprises named one by one, as a month’s staffing evaluation does', async () => {
    const today = new Date().toISOString().slice(0, 10);
    await record('7', today);
    const all = await t.db.select({ id: enterprises.id }).from(enterprises);
    // Every enterprise the platform holds, among 200,000 ids (most of them not registered here).
    const ids = [...all.map((row) => row.id), ...Array.from({ length: 200_000 }, (_, i) => 1_000_000 + i)];
    const written = await t.db.transaction((tx) => refreshScores(tx, ids, today));
    expect(written).toBeGreaterThanOrEqual(1);
    const [kept] = await t.db.select().from(enterpriseScores).where(eq(enterpriseScores.enterpriseId, fresh));
    expect(Number(kept!.score)).toBe(await scoreOn(today));
  });

  it('moves at once when the department revokes a good record', async () => {
    const [good] = await t.db
      .select({ id: creditRecords.id, enterpriseId: creditRecords.enterpriseId, scoreValue: creditRecords.scoreValue })
      .from(creditRecords)
      .innerJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, creditRecords.enterpriseId))
      .where(and(eq(creditRecords.creditType, 1), inForce()))
      .orderBy(asc(creditRecords.id));
    const counted = (await explainScore(t.db, good!.enterpriseId)).parts.some((part) => part.recordId === good!.id);
    expect(counted).toBe(true);
    const scoreOf = async () =>
      Number(
        (
          await t.db
            .select({ score: enterpriseScores.score })
            .from(enterpriseScores)
            .where(eq(enterpriseScores.enterpriseId, good!.enterpriseId))
        )[0]!.score,
      );
    const before = await scoreOf();
    const dept = await t.authHeader('deptReview');
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/creditregister/goodrepeal',
      headers: dept,
      payload: { id: good!.id, reason: '材料不实' },
    });
    expect(res.statusCode).toBe(200);
    expect(await scoreOf()).toBe(before - Number(good!.scoreValue));
  });

  it('is explained to the enterprise itself and to management, to no other enterprise', async () => {
    const own = await t.app.inject({ method: 'GET', url: '/api/score/explain?date=2026-05-01', headers: as.own });
    expect(own.json()).toMatchObject({ success: true, extraData: { enterpriseId: fresh, score: 53 } });
    const other = await t.app.inject({
      method: 'GET',
      url: `/api/score/explain?enterpriseId=${fresh}`,
      headers: as.other,
    });
    expect(other.statusCode).toBe(403);
    const admin = await t.app.inject({
      method: 'GET',
      url: `/api/score/explain?enterpriseId=${fresh}`,
      headers: as.admin,
    });
    expect(admin.statusCode).toBe(200);
    const bad = await t.app.inject({ method: 'GET', url: '/api/score/explain?date=2026-13-01', headers: as.own });
    expect(bad.statusCode).toBe(400);
  });
});

describe('the cost score ranking', () => {
  it('ranks by score, the earlier registered first on a tie, and pages', async () => {
    const all = await rows({ pageIndex: 1, pageSize: 100 });
    expect(all.totalCount).toBe(all.pageData.length);
    for (let i = 1; i < all.pageData.length; i += 1) {
      const [above, below] = [all.pageData[i - 1]!, all.pageData[i]!];
      expect(
        above.CreditScore > below.CreditScore || (above.CreditScore === below.CreditScore && above.Id < below.Id),
      ).toBe(true);
    }
    const second = await rows({ pageIndex: 2, pageSize: 3 });
    expect(second.pageData.map((row) => row.Id)).toEqual(all.pageData.slice(3, 6).map((row) => row.Id));
    expect(all.pageData.find((row) => row.Id === fresh)).toMatchObject({
      CompName: '测试评分工程咨询有限公司',
      BusLicenceRegisterNo: '91460100MA5TEST01X',
      CostCorpType: '乙级',
    });
  });

  it('gives each enterprise its place in the whole ranking, ties as ordered, on every page and under any filter', async () => {
    const all = await rows({ pageIndex: 1, pageSize: 100 });
    const scores = all.pageData.map((row) => row.CreditScore);
    expect(new Set(scores).size, 'the seed has enterprises of equal score').toBeLessThan(scores.length);
    expect(all.pageData.map((row) => row.Rank)).toEqual(all.pageData.map((_, index) => index + 1));
    expect((await rows({ pageIndex: 2, pageSize: 3 })).pageData.map((row) => row.Rank)).toEqual([4, 5, 6]);
    const placeOf = new Map(all.pageData.map((row) => [row.Id, row.Rank]));
    const filtered = [
      ...(await rows({ corpname: '测试评分', pageSize: 10 })).pageData,
      ...(await rows({ titlerank: 2, pageSize: 100 })).pageData,
    ];
    expect(filtered.length).toBeGreaterThan(1);
    for (const row of filtered) expect(row.Rank, row.CompName).toBe(placeOf.get(row.Id));
  });

  it('filters by name, rank and level, and shows the top ten alone', async () => {
    const all = await rows({ pageIndex: 1, pageSize: 100 });
    const top = await rows({ pageIndex: 1, pageSize: 20, isornotop10: 1 });
    expect(top.pageData.map((row) => row.Id)).toEqual(all.pageData.slice(0, 10).map((row) => row.Id));
    expect(top.totalCount).toBe(Math.min(10, all.totalCount));
    const levels = new Set(all.pageData.map((row) => row.CreditLevel));
    expect(levels.size, 'the seed has enterprises at several levels').toBeGreaterThan(1);
    for (const level of [...levels, 'AAA', 'B+']) {
      const byLevel = await rows({ creditlevel: level, pageSize: 100 });
      expect(
        byLevel.pageData.map((row) => [row.Id, row.Rank]),
        level,
      ).toEqual(all.pageData.filter((row) => row.CreditLevel === level).map((row) => [row.Id, row.Rank]));
    }
    const byRank = await rows({ titlerank: 2, pageSize: 100 });
    expect(byRank.pageData.every((row) => row.CostCorpType === '乙级')).toBe(true);
    expect((await rows({ corpname: '测试评分', pageSize: 10 })).pageData.map((row) => row.Id)).toEqual([fresh]);
    expect((await ranking({ creditlevel: '<b>' })).statusCode).toBe(400);
    expect((await ranking({ titlerank: 9 })).statusCode).toBe(400);
  });
});

describe('a new scoring standard', () => {
  it('scores days from its effective date on, and leaves earlier days to the standard before it', async () => {
    const [previous] = await t.db.select().from(scoringStandards);
    await t.db.insert(scoringStandards).values({
      name: '信用评价标准（2026版）',
      effectiveDate: '2026-07-01',
      state: 1,
      basePoints: '70',
      levels: previous!.levels,
      trendLevels: previous!.trendLevels,
    });
    await t.db.insert(scoringStandards).values({
      name: '草稿',
      effectiveDate: '2026-08-01',
      state: 0,
      basePoints: '10',
      levels: previous!.levels,
      trendLevels: previous!.trendLevels,
    });
    expect(await explainScore(t.db, fresh, '2026-06-30')).toMatchObject({ score: 65, level: 'B' });
    expect(await explainScore(t.db, fresh, '2026-09-01')).toMatchObject({
      score: 75,
      level: 'A',
      standardName: '信用评价标准（2026版）',
    });
  });
});
