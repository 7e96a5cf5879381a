/** The kinds of long transfer counted while they run. */
export type TransferKind = 'import' | 'export';

const running: Record<TransferKind, number> = { import: 0, export: 0 };

/**
 * Counts one xlsx import or export as running until the returned function is called. The count
 * is the process's, whichever app runs it: what /metrics reports as transfers in progress.
 */
export function transferStarted(kind: TransferKind): () => void {
  running[kind] += 1;
  return () => {
    running[kind] -= 1;
  };
}

export const transfersInProgress = (): Readonly<Record<TransferKind, number>> => running;
