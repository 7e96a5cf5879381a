import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a stretch of long work runs before the event loop turns: a health check or another
 * user's request waits about this long behind it, well under the 100 ms bench/ holds instances to.
 */
export const SLICE_MS = 20;

/**
 * Cuts long work into slices of the event loop. A loop over rows that awaits only promises settled
 * at once (rows already read, a stream with room) never lets the loop turn, however long it runs;
 * called once per row, the returned function lets it turn whenever a slice has used its budget.
 */
export function eventLoopSlices(budgetMs = SLICE_MS): () => Promise<void> {
  let sliceStarted = performance.now();
  return async () => {
    if (performance.now() - sliceStarted < budgetMs) return;
    await nextTurn();
    sliceStarted = performance.now();
  };
}
