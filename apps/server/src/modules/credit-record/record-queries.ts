import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRecordAnnexes, creditRecordHistory, creditRecords, enterprises } from '../../db/schema/index.ts';
import type { AnnexLink, HistoryTable } from '../../platform/workflow/item-tables.ts';
import { recordColumns, type RecordRow } from './record-columns.ts';

export const RECORD_ANNEXES: AnnexLink = {
  table: creditRecordAnnexes,
  owner: creditRecordAnnexes.recordId,
  annex: creditRecordAnnexes.annexId,
};

export const RECORD_HISTORY: HistoryTable = {
  table: creditRecordHistory,
  id: creditRecordHistory.id,
  owner: creditRecordHistory.recordId,
  desk: creditRecordHistory.desk,
  operatorId: creditRecordHistory.operatorId,
  operatorName: creditRecordHistory.operatorName,
  instructions: creditRecordHistory.instructions,
  createdAt: creditRecordHistory.createdAt,
};

export async function findRecord(db: Executor, id: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditRecords.id, id));
  return row;
}
