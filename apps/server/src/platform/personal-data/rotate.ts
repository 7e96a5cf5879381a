import { setTimeout as sleep } from 'node:timers/promises';
import type pg from 'pg';
import { resealPersonalData, valuesByKey, type ResealProgress } from './batches.ts';
import { addPersonalDataKey, KEY_FILE_CHECK_MS, personalDataKeys, retirePersonalDataKeys } from './keys.ts';

export interface RotationResult {
  /** The new current key, or undefined when the keys are the environment's (PERSONAL_DATA_KEYS). */
  added: string | undefined;
  current: string;
  resealed: number;
  /** Old keys no value uses any more, dropped from the key file. */
  retired: string[];
  /** Old keys values still use (environment keys: for the operator to drop from PERSONAL_DATA_KEYS once none is listed). */
  unused: string[];
}

/**
 * `npm run keys:rotate` (docs/personal-data.md): a new current key in the key file, every value
 * sealed again under it while the platform runs, then the old keys no value uses dropped.
 * `settleMs`: how long running instances take to see the new key file before the sweep (they
 * look every KEY_FILE_CHECK_MS), so none keeps sealing under the old key behind it.
 */
export async function rotatePersonalDataKeys(
  pool: pg.Pool,
  {
    settleMs = 2 * KEY_FILE_CHECK_MS,
    batchSize,
    onBatch,
  }: { settleMs?: number; batchSize?: number; onBatch?: (progress: ResealProgress) => void } = {},
): Promise<RotationResult> {
  const added = addPersonalDataKey();
  if (added && settleMs > 0) await sleep(settleMs);
  const resealed = await resealPersonalData(pool, { batchSize, onBatch });
  const ring = personalDataKeys();
  const inUse = await valuesByKey(pool);
  const unused = [...ring.keys.keys()].filter((id) => id !== ring.current && !inUse.has(id));
  return { added, current: ring.current, resealed, retired: retirePersonalDataKeys(unused), unused };
}
