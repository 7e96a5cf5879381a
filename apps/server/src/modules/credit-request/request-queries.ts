import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRecords, creditRequests, enterprises } from '../../db/schema/index.ts';
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
