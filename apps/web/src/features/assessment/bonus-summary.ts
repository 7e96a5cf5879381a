export { tierCounts, type TierCount } from '@credit/rules';

/** Rows that earn a bonus when published: imported successfully with a score value. */
export function scoredRows<T extends { result: boolean; scoreValue?: number | null }>(rows: T[]): T[] {
  return rows.filter((row) => row.result && typeof row.scoreValue === 'number' && row.scoreValue > 0);
}
