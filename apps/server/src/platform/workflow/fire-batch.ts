import type { Database, Executor } from '../../db/client.ts';
import { AppError } from '../errors.ts';

export interface BatchOutcome {
  passed: number[];
  failed: { id: number; message: string }[];
}

/**
 * Fires one action on many records, each in its own transaction: a stale or refused item is
 * named with its reason and the others still pass (batch approval of a desk's selected rows).
 * An unexpected error is not a refusal and stops the batch.
 */
export async function fireBatch(
  db: Database,
  ids: readonly number[],
  fireOne: (tx: Executor, id: number) => Promise<unknown>,
): Promise<BatchOutcome> {
  const outcome: BatchOutcome = { passed: [], failed: [] };
  for (const id of new Set(ids)) {
    try {
      await db.transaction((tx) => fireOne(tx, id));
      outcome.passed.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      outcome.failed.push({ id, message: error.message });
    }
  }
  return outcome;
}
