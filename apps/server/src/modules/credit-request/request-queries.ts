import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditRecords,
  creditRequestAnnexes,
  creditRequestHistory,
  creditRequests,
  enterprises,
} from '../../db/schema/index.ts';
import type { AnnexLink, HistoryTable } from '../../platform/workflow/item-tables.ts';
import { requestColumns, type RequestRow } from './request-columns.ts';

export const REQUEST_ANNEXES: AnnexLink = {
  table: creditRequestAnnexes,
  owner: creditRequestAnnexes.requestId,
  annex: creditRequestAnnexes.annexId,
};

export const REQUEST_HISTORY: HistoryTable = {
  table: creditRequestHistory,
  id: creditRequestHistory.id,
  owner: creditRequestHistory.requestId,
  desk: creditRequestHistory.desk,
  operatorId: creditRequestHistory.operatorId,
  operatorName: creditRequestHistory.operatorName,
  instructions: creditRequestHistory.instructions,
  createdAt: creditRequestHistory.createdAt,
};

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(creditRequests)
    .innerJoin(creditRecords, eq(creditRecords.id, creditRequests.recordId))
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditRequests.id, id));
  return row;
}
