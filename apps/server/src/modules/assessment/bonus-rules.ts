import { asc, desc } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { passRateGrades, practiceAbilityTiers } from '../../db/schema/index.ts';

export interface PracticeAbilityTier {
  scoreValue: number;
  minAverageScore: number;
}

/** The configured tiers, highest first. */
export async function practiceAbilityTierRules(db: Pick<Database, 'select'>): Promise<PracticeAbilityTier[]> {
  return db
    .select({ scoreValue: practiceAbilityTiers.scoreValue, minAverageScore: practiceAbilityTiers.minAverageScore })
    .from(practiceAbilityTiers)
    .orderBy(desc(practiceAbilityTiers.minAverageScore));
}

/** The bonus an average score earns: the highest tier it reaches, or none. */
export function tierOf(tiers: readonly PracticeAbilityTier[], averageScore: number | null): number | null {
  if (averageScore === null) return null;
  return tiers.find((tier) => averageScore >= tier.minAverageScore)?.scoreValue ?? null;
}

/** The configured grades and their bonus, by grade. */
export async function passRateGradeRules(db: Pick<Database, 'select'>): Promise<Map<string, number>> {
  const rows = await db
    .select({ grade: passRateGrades.grade, scoreValue: passRateGrades.scoreValue })
    .from(passRateGrades)
    .orderBy(asc(passRateGrades.sortOrder));
  return new Map(rows.map((row) => [row.grade, row.scoreValue]));
}
