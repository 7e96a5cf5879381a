import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditAppeals, creditRecords, enterprises } from '../../db/schema/index.ts';
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
