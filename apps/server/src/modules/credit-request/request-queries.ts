import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  annexes,
  creditRecords,
  creditRequestAnnexes,
  creditRequestHistory,
  creditRequests,
  enterprises,
} from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { annexViewColumns, withSignedPath } from '../annex/annex-queries.ts';
import { requestColumns, type RequestRow } from './request-columns.ts';

export async function findRequest(db: Executor, id: number): Promise<RequestRow | undefined> {
  const [row] = await db
    .select(requestColumns)
    .from(creditRequests)
    .innerJoin(creditRecords, eq(creditRecords.id, creditRequests.recordId))
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditRequests.id, id));
  return row;
}

export async function requestAnnexes(db: Database, urls: UrlSigner, requestId: number) {
  const rows = await db
    .select(annexViewColumns)
    .from(creditRequestAnnexes)
    .innerJoin(annexes, eq(annexes.id, creditRequestAnnexes.annexId))
    .where(eq(creditRequestAnnexes.requestId, requestId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

export function requestHistory(db: Database, requestId: number) {
  return db
    .select({
      operator: creditRequestHistory.operatorName,
      instructions: creditRequestHistory.instructions,
      createTime: dateTimeText(creditRequestHistory.createdAt),
    })
    .from(creditRequestHistory)
    .where(eq(creditRequestHistory.requestId, requestId))
    .orderBy(asc(creditRequestHistory.createdAt), asc(creditRequestHistory.id));
}
