import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditAppealAnnexes,
  creditAppealHistory,
  creditAppeals,
  creditRecords,
  enterprises,
} from '../../db/schema/index.ts';
import type { AnnexLink, HistoryTable } from '../../platform/workflow/item-tables.ts';
import { appealColumns, type AppealRow } from './appeal-columns.ts';

export const APPEAL_ANNEXES: AnnexLink = {
  table: creditAppealAnnexes,
  owner: creditAppealAnnexes.appealId,
  annex: creditAppealAnnexes.annexId,
};

export const APPEAL_HISTORY: HistoryTable = {
  table: creditAppealHistory,
  id: creditAppealHistory.id,
  owner: creditAppealHistory.appealId,
  desk: creditAppealHistory.desk,
  operatorId: creditAppealHistory.operatorId,
  operatorName: creditAppealHistory.operatorName,
  instructions: creditAppealHistory.instructions,
  createdAt: creditAppealHistory.createdAt,
};

export async function findAppeal(db: Executor, id: number): Promise<AppealRow | undefined> {
  const [row] = await db
    .select(appealColumns)
    .from(creditAppeals)
    .innerJoin(creditRecords, eq(creditRecords.id, creditAppeals.recordId))
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditAppeals.id, id));
  return row;
}
