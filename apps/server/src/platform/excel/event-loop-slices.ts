import { setImmediate as nextTurn } from 'node:timers/promises';

/**
 * How long a stretch of long work runs before the event loop turns. A health check or another
 * user's request waits for about two of them behind it (one to be read, one for the database's
 * answer), plus any garbage collection, and bench/ holds instances to 100 ms in all; a turn costs
 * microseconds, so slices this short cost the transfer nothing it would measure.
 */
export const SLICE_MS = 10;

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
