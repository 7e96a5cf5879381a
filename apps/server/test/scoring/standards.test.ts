import { DEFAULT_SCORING_FIGURES, todayInShanghai } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enterpriseScores } from '../../src/db/schema/index.ts';
import { explainScore } from '../../src/modules/scoring/score-explain.ts';
import { rebaseScores, refreshScores } from '../../src/modules/scoring/score-refresh.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

type Headers = { authorization: string };
interface WhatIf {
  matrix: { from: string; to: string; count: number }[];
  changed: number;
  total: number;
  movers: { enterpriseId: number; score: number; newScore: number; level: string; newLevel: string }[];
}

let t: TestApp;
let admin: Headers;
const today = todayInShanghai();
const draft = (overrides: Record<string, unknown> = {}) => ({
  name: '信用评价标准（试行）',
  effectiveDate: today,
  ...DEFAULT_SCORING_FIGURES,
  basePoints: 70,
  ...overrides,
});
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const scores = async () =>
  new Map((await t.db.select().from(enterpriseScores)).map((row) => [row.enterpriseId, Number(row.score)]));

beforeAll(async () => {
  t = await buildTestApp({ seed: true });
  admin = await t.authHeader('superAdmin');
}, 60_000);
afterAll(() => t.close());

describe('scoring standards (standardsMgt)', () => {
  it('refuses a scale whose floors do not fall, a past effective date, and anyone but the administrator', async () => {
    const steps = [
      { level: 'A', min: 60 },
      { level: 'B', min: 70 },
      { level: 'C', min: null },
    ];
    const scale = await call('POST', '/api/scoring/standard', draft({ levels: steps }));
    expect(scale.statusCode).toBe(400);
    expect(JSON.stringify(scale.json())).toContain('各级最低分须由高到低递减');
    const past = await call('POST', '/api/scoring/standard', draft({ effectiveDate: '2020-01-01' }));
    expect(past.json()).toMatchObject({ success: false, errors: { effectiveDate: '生效日期不能早于今天' } });
    const desk = await t.authHeader('deptReview');
    expect((await call('POST', '/api/scoring/standard', draft(), desk)).statusCode).toBe(403);
    expect((await call('GET', '/api/scoring/standard/page', undefined, desk)).statusCode).toBe(403);
  });

  it('tries a draft against every enterprise, then publishes it: scores move at once and it is never edited', async () => {
    const before = await scores();
    // The enterprises whose base is deducted today (three months short of cost engineers) keep their score.
    const deducted = new Set<number>();
    for (const enterpriseId of before.keys())
      if ((await explainScore(t.db, enterpriseId)).parts[0]!.points === 0) deducted.add(enterpriseId);
    expect(deducted.size).toBeGreaterThan(0);
    const raised = (enterpriseId: number, score: number) => (deducted.has(enterpriseId) ? score : score + 10);
    const created = await call('POST', '/api/scoring/standard', draft({ basePoints: 65 }));
    expect(created.json()).toMatchObject({ success: true, message: '保存成功！' });
    const id = created.json<{ extraData: number }>().extraData;
    expect((await call('PUT', '/api/scoring/standard', { ...draft(), id })).statusCode).toBe(200);

    const tried = (await call('GET', `/api/scoring/standard/whatif?id=${id}`)).json<{ extraData: WhatIf }>().extraData;
    expect(tried.total).toBe(before.size);
    expect(tried.matrix.reduce((sum, cell) => sum + cell.count, 0)).toBe(before.size);
    expect(tried.changed).toBe(tried.matrix.filter((c) => c.from !== c.to).reduce((sum, c) => sum + c.count, 0));
    expect(tried.changed).toBeGreaterThan(0);
    for (const mover of tried.movers)
      expect(mover.newScore).toBe(raised(mover.enterpriseId, before.get(mover.enterpriseId)!));

    const published = await call('PUT', `/api/scoring/standard/publish?id=${id}`);
    expect(published.json()).toMatchObject({ success: true, message: '发布成功！' });
    const after = await scores();
    for (const [enterpriseId, score] of before) expect(after.get(enterpriseId)).toBe(raised(enterpriseId, score));
    // Moved by the base term alone, the kept scores and levels are what summing every record again gives.
    expect(await refreshScores(t.db)).toBe(0);

    const edit = await call('PUT', '/api/scoring/standard', { ...draft({ basePoints: 80 }), id });
    expect(edit.statusCode).toBe(409);
    expect(edit.json()).toMatchObject({ message: '已发布的评价标准不能修改或删除' });
    expect((await call('DELETE', `/api/scoring/standard?id=${id}`)).statusCode).toBe(409);
    const page = (await call('GET', '/api/scoring/standard/page')).json<{
      extraData: { pageData: { id: number; stateDescription: string; basePoints: number }[] };
    }>();
    expect(page.extraData.pageData.find((row) => row.id === id)).toMatchObject({
      stateDescription: '已发布',
      basePoints: 70,
    });
  });

  it('publishing rewrites the kept scores with the same indexes and keys, and scores an enterprise that had none', async () => {
    const catalogue = async () => {
      const { rows } = await t.db.execute<{ definition: string }>(
        sql`select indexdef as definition from pg_indexes where tablename = 'enterprise_score'
             union all select conname || ' ' || pg_get_constraintdef(oid) from pg_constraint
              where conrelid = 'enterprise_score'::regclass order by 1`,
      );
      return rows.map((row) => row.definition.replace(/ NOT VALID$/, ''));
    };
    const before = await catalogue();
    const [unscored] = await t.db
      .delete(enterpriseScores)
      .where(eq(enterpriseScores.enterpriseId, sql`(select min(enterprise_id) from enterprise_score)`))
      .returning({ id: enterpriseScores.enterpriseId });
    const id = (await call('POST', '/api/scoring/standard', draft({ basePoints: 66 }))).json<{ extraData: number }>()
      .extraData;
    expect((await call('PUT', `/api/scoring/standard/publish?id=${id}`)).json()).toMatchObject({ success: true });

    expect(await catalogue()).toEqual(before);
    expect((await scores()).has(unscored!.id)).toBe(true);
    expect(await refreshScores(t.db)).toBe(0);
    // The foreign keys still hold every write after the rewrite.
    const orphan = await t.db
      .execute(
        sql`insert into enterprise_score (enterprise_id, score, level, enterprise_name, social_credit_code, standard_id, computed_on)
            select -1, score, level, enterprise_name, social_credit_code, standard_id, computed_on from enterprise_score limit 1`,
      )
      .catch((error: { cause?: { code?: string } }) => error.cause?.code);
    expect(orphan).toBe('23503');
  });

  it('filters the ranking by the levels of the scale that took effect, enterprises on a floor included', async () => {
    // The base points in force (scores stay), with floors at scores enterprises hold.
    const distinct = [...new Set((await scores()).values())].sort((a, b) => b - a);
    expect(distinct.length).toBeGreaterThan(5);
    const [aaa, aa, a, b] = distinct.slice(1, 5) as [number, number, number, number];
    const levels = [
      { level: 'AAA', min: aaa },
      { level: 'AA', min: aa },
      { level: 'A', min: a },
      { level: 'B', min: b },
      { level: 'C', min: null },
    ];
    const id = (await call('POST', '/api/scoring/standard', draft({ basePoints: 66, levels }))).json<{
      extraData: number;
    }>().extraData;
    expect((await call('PUT', `/api/scoring/standard/publish?id=${id}`)).json()).toMatchObject({ success: true });
    const kept = await t.db
      .select({ id: enterpriseScores.enterpriseId, level: enterpriseScores.level })
      .from(enterpriseScores)
      .orderBy(sql`${enterpriseScores.score} desc`, enterpriseScores.enterpriseId);
    expect(new Set(kept.map((row) => row.level)).size, 'every level holds enterprises').toBe(levels.length);
    for (const { level } of levels) {
      const page = await call('POST', '/Charts/GetCostScorePageList', { creditlevel: level, pageSize: 500 });
      expect(
        page.json<{ extraData: { pageData: { Id: number }[] } }>().extraData.pageData.map((row) => row.Id),
        level,
      ).toEqual(kept.filter((row) => row.level === level).map((row) => row.id));
    }
  });

  it('leaves the statistics target of the transaction it rescores in as it found it', async () => {
    const target = async (tx: Pick<typeof t.db, 'execute'>) =>
      (await tx.execute<{ value: string }>(sql`select current_setting('default_statistics_target') as value`)).rows[0]
        ?.value;
    const rolledBack = new Error('rolled back');
    const seen = await t.db
      .transaction(async (tx) => {
        const before = await target(tx);
        expect(await rebaseScores(tx)).toBeGreaterThan(0);
        expect(await target(tx)).toBe(before);
        throw rolledBack;
      })
      .catch((error: unknown) => error);
    expect(seen).toBe(rolledBack);
  });

  it('deletes a draft, and answers 404 for one that is not there', async () => {
    const id = (await call('POST', '/api/scoring/standard', draft({ effectiveDate: '2099-01-01' }))).json<{
      extraData: number;
    }>().extraData;
    expect((await call('DELETE', `/api/scoring/standard?id=${id}`)).json()).toMatchObject({ message: '删除成功！' });
    expect((await call('GET', `/api/scoring/standard/whatif?id=${id}`)).statusCode).toBe(404);
  });
});
