import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { recordColumns, type RecordRow } from './record-columns.ts';

export async function findRecord(db: Executor, id: number): Promise<RecordRow | undefined> {
  const [row] = await db
    .select(recordColumns)
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(eq(creditRecords.id, id));
  return row;
}
