import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  annexes,
  creditRecordAnnexes,
  creditRecordHistory,
  creditRecords,
  enterprises,
} from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { annexViewColumns, withSignedPath } from '../annex/annex-queries.ts';
import { recordColumns, type RecordRow } from './record-columns.ts';

export async function findRecord(db: Executor, id: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditRecords.id, id));
  return row;
}

export async function recordAnnexes(db: Database, urls: UrlSigner, recordId: number) {
  const rows = await db
    .select(annexViewColumns)
    .from(creditRecordAnnexes)
    .innerJoin(annexes, eq(annexes.id, creditRecordAnnexes.annexId))
    .where(eq(creditRecordAnnexes.recordId, recordId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

export function recordHistory(db: Database, recordId: number) {
  return db
    .select({
      operator: creditRecordHistory.operatorName,
      instructions: creditRecordHistory.instructions,
      createTime: dateTimeText(creditRecordHistory.createdAt),
    })
    .from(creditRecordHistory)
    .where(eq(creditRecordHistory.recordId, recordId))
    .orderBy(asc(creditRecordHistory.createdAt), asc(creditRecordHistory.id));
}
