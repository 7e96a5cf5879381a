import { asc, eq } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  annexes,
  creditAppealAnnexes,
  creditAppealHistory,
  creditAppeals,
  creditRecords,
  enterprises,
} from '../../db/schema/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { annexViewColumns, withSignedPath } from '../annex/annex-queries.ts';
import { appealColumns, type AppealRow } from './appeal-columns.ts';

export async function findAppeal(db: Executor, id: number): Promise<AppealRow | undefined> {
  const [row] = await db
    .select(appealColumns)
    .from(creditAppeals)
    .innerJoin(creditRecords, eq(creditRecords.id, creditAppeals.recordId))
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditAppeals.id, id));
  return row;
}

export async function appealAnnexes(db: Database, urls: UrlSigner, appealId: number) {
  const rows = await db
    .select(annexViewColumns)
    .from(creditAppealAnnexes)
    .innerJoin(annexes, eq(annexes.id, creditAppealAnnexes.annexId))
    .where(eq(creditAppealAnnexes.appealId, appealId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

export function appealHistory(db: Database, appealId: number) {
  return db
    .select({
      operator: creditAppealHistory.operatorName,
      instructions: creditAppealHistory.instructions,
      createTime: dateTimeText(creditAppealHistory.createdAt),
    })
    .from(creditAppealHistory)
    .where(eq(creditAppealHistory.appealId, appealId))
    .orderBy(asc(creditAppealHistory.createdAt), asc(creditAppealHistory.id));
}
