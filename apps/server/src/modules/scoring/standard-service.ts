import { STANDARD_MSG, todayInShanghai, type LevelStep, type ScoringStandardForm } from '@credit/rules';
import { desc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { enterpriseScores, scoringStandards } from '../../db/schema/index.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { AppError } from '../../platform/errors.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import { baseTermOn, rebaseScores } from './score-refresh.ts';
import { levelCase, SCORING_STANDARD_STATES, standardOn } from './scoring-standard.ts';

const effectiveFromToday = (form: ScoringStandardForm) => {
  if (form.effectiveDate < todayInShanghai())
    throw new AppError(STANDARD_MSG.effectivePast, { fieldErrors: { effectiveDate: STANDARD_MSG.effectivePast } });
};

/** A draft, locked for the change; a published standard is never edited (409), an unknown one is 404. */
async function lockedDraft(tx: Executor, id: number) {
  const [row] = await tx.select().from(scoringStandards).where(eq(scoringStandards.id, id)).for('update');
  if (!row) throw new AppError(STANDARD_MSG.notFound, { statusCode: 404 });
  if (row.state !== SCORING_STANDARD_STATES.draft) throw new AppError(STANDARD_MSG.published, { statusCode: 409 });
  return row;
}

const columnsOf = (form: ScoringStandardForm) => ({
  name: form.name,
  effectiveDate: form.effectiveDate,
  basePoints: form.basePoints.toFixed(2),
  levels: form.levels,
  trendLevels: form.trendLevels,
  practiceAbilityTiers: form.practiceAbilityTiers,
  passRateGrades: form.passRateGrades,
  requiredEngineers: form.requiredEngineers,
});

type StandardColumns = ReturnType<typeof columnsOf>;
const STANDARD_FIELDS: readonly TrackedField<StandardColumns>[] = [
  { key: 'name', label: '标准名称' },
  { key: 'effectiveDate', label: '生效日期' },
  { key: 'basePoints', label: '基础分' },
  { key: 'levels', label: '综合信用等级' },
  { key: 'trendLevels', label: '等级趋势分级' },
  { key: 'practiceAbilityTiers', label: '执业能力测评加分' },
  { key: 'passRateGrades', label: '备案一次性通过率加分' },
  { key: 'requiredEngineers', label: '注册造价工程师人数要求' },
];
const standardObject = (id: number, name: string) => ({ kind: 'scoringStandard', objectId: id, label: name });

/** POST / PUT /api/scoring/standard: a new draft, or a draft corrected. */
export async function saveStandard(db: Database, me: Principal, form: ScoringStandardForm): Promise<number> {
  effectiveFromToday(form);
  return db.transaction(async (tx) => {
    const columns = columnsOf(form);
    if (form.id === undefined) {
      const [row] = await tx.insert(scoringStandards).values(columns).returning({ id: scoringStandards.id });
      await recordOperation(tx, me, {
        ...standardObject(row!.id, form.name),
        action: '新增',
        after: fieldValues(STANDARD_FIELDS, columns),
      });
      return row!.id;
    }
    const before = await lockedDraft(tx, form.id);
    await tx.update(scoringStandards).set(columns).where(eq(scoringStandards.id, form.id));
    await recordOperation(tx, me, {
      ...standardObject(form.id, form.name),
      action: '修改',
      ...changedValues(STANDARD_FIELDS, before, columns),
    });
    return form.id;
  });
}

/** DELETE /api/scoring/standard?id=: a draft only. */
export async function deleteStandard(db: Database, me: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockedDraft(tx, id);
    await tx.delete(scoringStandards).where(eq(scoringStandards.id, id));
    await recordOperation(tx, me, {
      ...standardObject(id, before.name),
      action: '删除',
      before: fieldValues(STANDARD_FIELDS, before),
    });
  });
}

/**
 * PUT /api/scoring/standard/publish?id=: the draft is published and never edited again; one that
 * takes effect today rescores every enterprise in the same transaction, a later one with the night
 * it takes effect.
 */
export async function publishStandard(db: Database, me: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const draft = await lockedDraft(tx, id);
    if (draft.effectiveDate < todayInShanghai()) throw new AppError(STANDARD_MSG.effectivePast);
    await tx
      .update(scoringStandards)
      .set({ state: SCORING_STANDARD_STATES.published, publishedAt: new Date() })
      .where(eq(scoringStandards.id, id));
    await recordOperation(tx, me, {
      ...standardObject(id, draft.name),
      action: '发布',
      before: { 状态: '草稿' },
      after: { 状态: '已发布' },
    });
    if (draft.effectiveDate === todayInShanghai()) await rebaseScores(tx);
  });
}

/**
 * GET /api/scoring/standard/whatif's answer: every level of the current scale against every level
 * of the draft's with how many enterprises move so, and the enterprises whose score moves most,
 * then whose level moves.
 */
export const whatIfSchema = z.object({
  matrix: z.array(z.object({ from: z.string(), to: z.string(), count: z.number() })),
  fromLevels: z.array(z.string()),
  toLevels: z.array(z.string()),
  changed: z.number(),
  total: z.number(),
  movers: z.array(
    z.object({
      enterpriseId: z.number(),
      enterpriseName: z.string(),
      score: z.number(),
      newScore: z.number(),
      level: z.string(),
      newLevel: z.string(),
    }),
  ),
});
type WhatIf = z.infer<typeof whatIfSchema>;

const MOVERS = 20;
const levelsOf = (scale: readonly LevelStep[]) => scale.map((step) => step.level);

/**
 * GET /api/scoring/standard/whatif?id=: what the draft would do to today's scores, computed over
 * every enterprise: records stay as they are, so a new score is today's less today's base term plus
 * the draft's (a deducted base stays deducted), and its level comes from the draft's scale.
 */
export async function whatIf(db: Database, id: number): Promise<WhatIf> {
  const [draft] = await db.select().from(scoringStandards).where(eq(scoringStandards.id, id));
  if (!draft) throw new AppError(STANDARD_MSG.notFound, { statusCode: 404 });
  const today = todayInShanghai();
  const current = await standardOn(db, today);
  const onDay = sql`${today}::date`;
  const base = (points: number) => baseTermOn(enterpriseScores.enterpriseId, onDay, points);
  const newScore = sql`(${enterpriseScores.score} - ${base(current.basePoints)} + ${base(Number(draft.basePoints))})`;
  const newLevel = levelCase(newScore, draft.levels);
  const matrix = await db
    .select({ from: enterpriseScores.level, to: sql<string>`${newLevel}`, count: sql<number>`count(*)::int` })
    .from(enterpriseScores)
    // By position: the level's expression carries parameters, which a repeated expression would not match.
    .groupBy(sql`1`, sql`2`);
  const movers = await db
    .select({
      enterpriseId: enterpriseScores.enterpriseId,
      enterpriseName: enterpriseScores.enterpriseName,
      score: sql<number>`${enterpriseScores.score}::float8`,
      newScore: sql<number>`${newScore}::float8`,
      level: enterpriseScores.level,
      newLevel: sql<string>`${newLevel}`,
    })
    .from(enterpriseScores)
    .where(sql`${enterpriseScores.level} <> ${newLevel} or ${newScore} <> ${enterpriseScores.score}`)
    .orderBy(
      desc(sql`abs(${newScore} - ${enterpriseScores.score})`),
      desc(sql`${enterpriseScores.level} <> ${newLevel}`),
      enterpriseScores.enterpriseId,
    )
    .limit(MOVERS);
  return {
    matrix,
    fromLevels: levelsOf(current.levels),
    toLevels: levelsOf(draft.levels),
    changed: matrix.filter((cell) => cell.from !== cell.to).reduce((sum, cell) => sum + cell.count, 0),
    total: matrix.reduce((sum, cell) => sum + cell.count, 0),
    movers,
  };
}
