import { todayInShanghai, type PracticeAbilityTierStep } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { standardOn } from '../scoring/scoring-standard.ts';

/**
 * The practice-ability tiers of the scoring standard in force today (the import's day), highest
 * first: an import keeps the bonus it was rated with, whatever a later standard says.
 */
export async function practiceAbilityTierRules(db: Executor): Promise<PracticeAbilityTierStep[]> {
  const { practiceAbilityTiers } = await standardOn(db, todayInShanghai());
  return [...practiceAbilityTiers].sort((a, b) => b.minAverageScore - a.minAverageScore);
}

/** The bonus an average score earns: the highest tier it reaches, or none. */
export function tierOf(tiers: readonly PracticeAbilityTierStep[], averageScore: number | null): number | null {
  if (averageScore === null) return null;
  return tiers.find((tier) => averageScore >= tier.minAverageScore)?.scoreValue ?? null;
}

/** The pass-rate grades of the standard in force today and their bonus, by grade, in the standard's order. */
export async function passRateGradeRules(db: Executor): Promise<Map<string, number>> {
  const { passRateGrades } = await standardOn(db, todayInShanghai());
  return new Map(passRateGrades.map((step) => [step.grade, step.scoreValue]));
}
