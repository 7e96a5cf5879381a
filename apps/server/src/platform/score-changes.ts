import type { Executor } from '../db/client.ts';

/** Recomputes the kept scores of these enterprises inside the caller's transaction. */
export type ScoreRecompute = (tx: Executor, enterpriseIds: readonly number[]) => Promise<unknown>;

let recompute: ScoreRecompute | undefined;

/** The scoring module names the one recomputation every score change goes through. */
export function recomputeScoresWith(recomputation: ScoreRecompute): void {
  recompute = recomputation;
}

/**
 * A change that can move enterprises' scores (a record published or ended, an assessment bonus
 * released, an enterprise registered or its profile changed, a month's staffing evaluated) says so
 * here, in its own transaction: their scores, levels and ranking rows are recomputed in it, so the
 * next read after the answer already shows them and a change rolled back moves nothing.
 */
export async function scoreChanged(tx: Executor, enterpriseIds: readonly number[]): Promise<void> {
  if (!recompute) throw new Error('no score recomputation registered: the scoring module is not loaded');
  const changed = [...new Set(enterpriseIds)];
  if (changed.length > 0) await recompute(tx, changed);
}
