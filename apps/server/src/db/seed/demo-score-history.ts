import { todayInShanghai } from '@credit/rules';
import type { Executor } from '../client.ts';
import { monthOf, writeSnapshot } from '../../modules/scoring/score-snapshot.ts';

/** How many ended months of history the demo data set gets, so the trend charts draw a line at once. */
export const DEMO_HISTORY_MONTHS = 12;

/**
 * The month-end snapshots of the twelve months before today, computed from the records by the
 * monthly job's own statement, so the trend agrees with the records and the scores: the demo data
 * set's history, and the benchmark's. Returns how many rows it wrote.
 */
export async function seedScoreHistory(tx: Executor): Promise<number> {
  const today = todayInShanghai();
  let written = 0;
  for (let back = DEMO_HISTORY_MONTHS; back >= 1; back -= 1) written += await writeSnapshot(tx, monthOf(today, -back));
  return written;
}
