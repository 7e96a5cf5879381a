import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { transferStarted } from '../metrics/transfers-in-progress.ts';
import { importXlsx, type ImportColumn, type ImportedRow } from './import-xlsx.ts';

export interface RowVerdict {
  result: boolean;
  /** Why the row failed; empty when it succeeded. */
  reason: string;
}

export interface ImportSummary {
  total: number;
  succeeded: number;
  failed: number;
}

/**
 * Reads, checks and saves an xlsx import in batches. Every row is saved with its verdict, as the
 * import lists show failed rows with their reason.
 *
 * A batch is checked as a whole (checkBatch returns a verdict per row, in order, holding what saving
 * the row needs), so what the rows are checked against is read with one query per batch rather
 * than one per row; saveBatch is given the verdicts, the rows as read being no longer needed. While a
 * batch is being saved the next one is read: the database and the reader work side by side, and
 * at most one save is in flight.
 *
 * Nothing is half-written when the file is bad: the header is checked before the first
 * saveBatch, and a file that breaks part-way makes this reject after some batches were saved —
 * so callers run the whole call inside one transaction and let the rejection roll it back.
 * It lets the event loop turn between a batch's check and its save, and again after, so a
 * 100 000-row import does not stall other requests.
 */
export async function runImport<K extends string, V extends RowVerdict = RowVerdict>({
  stream,
  columns,
  checkBatch,
  saveBatch,
  batchSize = 2000,
  onProgress,
}: {
  stream: Readable;
  columns: readonly ImportColumn<K>[];
  checkBatch: (rows: ImportedRow<K>[]) => V[] | Promise<V[]>;
  saveBatch: (checked: V[]) => Promise<void>;
  batchSize?: number;
  onProgress?: (rowsRead: number) => void;
}): Promise<ImportSummary> {
  const ended = transferStarted('import');
  const summary: ImportSummary = { total: 0, succeeded: 0, failed: 0 };
  let saving: Promise<void> = Promise.resolve();
  let batch: ImportedRow<K>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const rows = batch;
    batch = [];
    const checked = await checkBatch(rows);
    for (const row of checked) {
      if (row.result) summary.succeeded += 1;
      else summary.failed += 1;
    }
    summary.total += rows.length;
    await saving;
    // Checking a batch and preparing its save are long stretches each: not one after the other.
    await nextTurn();
    const rowsRead = summary.total;
    saving = saveBatch(checked).then(() => onProgress?.(rowsRead));
    // A failed save is reported by the next flush or at the end; until then it is not unhandled.
    saving.catch(() => undefined);
    await nextTurn();
  };
  try {
    for await (const rows of importXlsx(stream, { columns })) {
      for (const row of rows) {
        batch.push(row);
        if (batch.length >= batchSize) await flush();
      }
    }
    await flush();
  } finally {
    // Whether reading ended or broke, the save in flight is over before the caller goes on.
    await saving.catch(() => undefined);
    ended();
  }
  await saving;
  return summary;
}
