import type { ScoringFigures } from '@credit/rules';
import { and, desc, eq, lte, sql, type SQL } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { scoringStandards } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';

export const SCORING_STANDARD_STATES = { draft: 0, published: 1 } as const;

export interface StandardInForce extends ScoringFigures {
  id: number;
  name: string;
}

/** The published standard in force on a day: the latest effective on or before it, if any. */
export async function findStandardOn(db: Executor, day: string): Promise<StandardInForce | undefined> {
  const [row] = await db
    .select({
      id: scoringStandards.id,
      name: scoringStandards.name,
      basePoints: scoringStandards.basePoints,
      levels: scoringStandards.levels,
      trendLevels: scoringStandards.trendLevels,
      practiceAbilityTiers: scoringStandards.practiceAbilityTiers,
      passRateGrades: scoringStandards.passRateGrades,
      requiredEngineers: scoringStandards.requiredEngineers,
    })
    .from(scoringStandards)
    .where(and(eq(scoringStandards.state, SCORING_STANDARD_STATES.published), lte(scoringStandards.effectiveDate, day)))
    .orderBy(desc(scoringStandards.effectiveDate), desc(scoringStandards.id))
    .limit(1);
  return row && { ...row, basePoints: Number(row.basePoints) };
}

/** The published standard in force on a day, or 404 when none covers it. */
export async function standardOn(db: Executor, day: string): Promise<StandardInForce> {
  const standard = await findStandardOn(db, day);
  if (!standard) throw new AppError(`${day}暂无生效的信用评价标准`, { statusCode: 404 });
  return standard;
}

/** The level of a score (an SQL number) on a scale, as SQL. */
export function levelCase(score: SQL, scale: ScoringFigures['levels']): SQL {
  const steps = scale.map((step) =>
    step.min === null ? sql`else ${step.level}` : sql`when ${score} >= ${step.min} then ${step.level}`,
  );
  return sql`(case ${sql.join(steps, sql` `)} end)`;
}
