import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { importXlsx, type ImportColumn, type ImportedRow } from './import-xlsx.ts';

export interface RowVerdict {
  result: boolean;
  /** Why the row failed; empty when it succeeded. */
  reason: string;
}

/** A read row with what its check returned (at least the verdict), as saveBatch receives it. */
export type CheckedRow<K extends string, V extends RowVerdict = RowVerdict> = ImportedRow<K> & V;

export interface ImportSummary {
  total: number;
  succeeded: number;
  failed: number;
}

/**
 * Reads, checks and saves an xlsx import in batches. Every row is saved with its verdict, as the
 * import lists show failed rows with their reason.
 *
 * Nothing is half-written when the file is bad: the header is checked before the first
 * saveBatch, and a file that breaks part-way makes this reject after some batches were saved —
 * so callers run the whole call inside one transaction and let the rejection roll it back.
 * Between batches it yields to the event loop, so a 100 000-row import does not stall other
 * requests.
 */
export async function runImport<K extends string, V extends RowVerdict = RowVerdict>({
  stream,
  columns,
  validateRow,
  saveBatch,
  batchSize = 500,
  onProgress,
}: {
  stream: Readable;
  columns: readonly ImportColumn<K>[];
  validateRow: (row: ImportedRow<K>) => V | Promise<V>;
  saveBatch: (rows: CheckedRow<K, V>[]) => Promise<void>;
  batchSize?: number;
  onProgress?: (rowsRead: number) => void;
}): Promise<ImportSummary> {
  const summary: ImportSummary = { total: 0, succeeded: 0, failed: 0 };
  let batch: CheckedRow<K, V>[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    await saveBatch(batch);
    batch = [];
    onProgress?.(summary.total);
    await nextTurn();
  };
  for await (const row of importXlsx(stream, { columns })) {
    const verdict = await validateRow(row);
    batch.push({ ...row, ...verdict });
    summary.total += 1;
    if (verdict.result) summary.succeeded += 1;
    else summary.failed += 1;
    if (batch.length >= batchSize) await flush();
  }
  await flush();
  return summary;
}
