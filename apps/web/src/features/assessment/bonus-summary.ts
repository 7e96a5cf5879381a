import type { Dictionary } from '@credit/rules';

export interface TierCount {
  scoreValue: number;
  label: string;
  count: number;
}

/** Enterprises per bonus tier, every tier listed (0 when none), in the tiers' order. */
export function tierCounts(tiers: Dictionary<number>, scoreValues: (number | null | undefined)[]): TierCount[] {
  return [...tiers].map(([scoreValue, label]) => ({
    scoreValue,
    label,
    count: scoreValues.filter((value) => value === scoreValue).length,
  }));
}

/** Rows that earn a bonus when published: imported successfully with a score value. */
export function scoredRows<T extends { result: boolean; scoreValue?: number | null }>(rows: T[]): T[] {
  return rows.filter((row) => row.result && typeof row.scoreValue === 'number' && row.scoreValue > 0);
}
