import { and, eq, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { inPublicity, publicRecordColumns, publicRecordsPresenter } from './public-record.ts';
import { underReview } from './record-publicity-list.ts';

/**
 * enterpriseRecordDetail: one record as the public lists show it, only while one of them does
 * (during its publicity period, or as a registration under review); attachments stay private,
 * as scans of decisions carry names and ID numbers.
 */
export async function publicRecordDetail(db: Database, id: number) {
  const [row] = await db
    .select(publicRecordColumns)
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(and(eq(creditRecords.id, id), or(inPublicity(), underReview())));
  if (!row) throw new AppError('该信用记录不存在或已不在公示期内', { statusCode: 404 });
  return (await publicRecordsPresenter(db, [row]))(row);
}
