import type { HistoryType } from '@credit/rules';
import type { Database } from '../../db/client.ts';
import { changeHistory } from '../../db/schema/index.ts';

export interface HistoryOperator {
  userId: number | null;
  name: string;
}

export interface HistoryEntry {
  enterpriseId: number;
  historyType: HistoryType;
  personId?: number;
  operator: HistoryOperator;
  items: readonly string[];
}

/**
 * Records one change; call it with the transaction that makes the change, so the data and its
 * history are kept or lost together. An entry without lines is not written.
 */
export async function writeHistory(db: Pick<Database, 'insert'>, entry: HistoryEntry): Promise<void> {
  if (entry.items.length === 0) return;
  await db.insert(changeHistory).values({
    enterpriseId: entry.enterpriseId,
    historyType: entry.historyType,
    personId: entry.personId ?? null,
    operatorId: entry.operator.userId,
    operatorName: entry.operator.name,
    items: [...entry.items],
  });
}
