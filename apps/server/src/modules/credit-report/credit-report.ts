import { BEHAVIOR_ACTOR, CREDIT_TYPE, labelOf } from '@credit/rules';
import { count, desc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creditRecords, creditRecordTables, enterprises } from '../../db/schema/index.ts';
import type { FileLinks } from '../../platform/files/index.ts';
import { dateText } from '../../platform/history/index.ts';
import { itemAnnexes, itemHistory } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { readableRecord } from '../credit-record/record-service.ts';
import { similarTo } from '../credit-record/similarity-list.ts';
import { splitAttachments } from './attachment-kinds.ts';

/** How many similar records the report lists (it gives their total too). */
export const REPORT_SIMILAR_ROWS = 10;

const fileSchema = z.object({ id: z.number(), fileName: z.string(), relativePath: z.string() });

/** GET /CreditReport/GetCreditReport's `Data` (spec §3 credit report). */
export const creditReportDataSchema = z.object({
  creditReport: z.object({
    Id: z.number(),
    RegisterNumber: z.string(),
    EnterpriseName: z.string(),
    Enterprises: z.array(z.object({ EnterpriseName: z.string(), BusLicenceRegisterNo: z.string() })),
    ActorsDescription: z.string(),
    Person: z.object({ Name: z.string() }).nullable(),
    Address: z.string(),
    IdentifiedUnit: z.string(),
    RatingTypeName: z.string(),
    RatingCategoryName: z.string(),
    RatingName: z.string(),
    RatingLevel: z.string().nullable(),
    RecordDate: z.string(),
    RelatedSymbol: z.string().nullable(),
    Score: z.number(),
    Remark: z.string(),
    /** The first day the record no longer counts and why (record-ending.ts); null while it counts. */
    EndedOn: z.string().nullable(),
    EndReason: z.string().nullable(),
    Attachment: z.object({ IMG: z.array(fileSchema), PDF: z.array(fileSchema), Other: z.array(fileSchema) }),
    Similarity: z.object({
      total: z.number(),
      records: z.array(
        z.object({
          Id: z.number(),
          RegisterNumber: z.string(),
          RatingTypeName: z.string(),
          RecordDate: z.string(),
          Score: z.number(),
        }),
      ),
    }),
  }),
  creditReportHistory: z.array(z.object({ operator: z.string(), instructions: z.string(), createTime: z.string() })),
});

/**
 * The credit report of one record (spec §3): who the record is about, what was decided, by whom and
 * when, its points, its files split by kind, its similar records and its history. Whoever may read
 * the record (its author, its enterprise once submitted, the review desks, enterprise inquiry) may
 * read the report.
 */
export async function creditReport(db: Database, urls: FileLinks, me: Principal, id: number) {
  const record = await readableRecord(db, me, id);
  const similar = similarTo({
    id,
    enterpriseId: record.enterpriseId,
    category: record.behaviorCategoryName,
    content: record.behaviorContentName,
  });
  const [[enterprise], [similarCount], similarRows, files, history] = await Promise.all([
    db
      .select({ code: enterprises.socialCreditCode, address: enterprises.officeAddress })
      .from(enterprises)
      .where(eq(enterprises.id, record.enterpriseId)),
    db.select({ n: count() }).from(creditRecords).where(similar),
    db
      .select({
        Id: creditRecords.id,
        RegisterNumber: creditRecords.registerNumber,
        creditType: creditRecords.creditType,
        RecordDate: dateText(creditRecords.actDeterminationDate),
        scoreValue: creditRecords.scoreValue,
      })
      .from(creditRecords)
      .where(similar)
      .orderBy(desc(creditRecords.actDeterminationDate), desc(creditRecords.id))
      .limit(REPORT_SIMILAR_ROWS),
    itemAnnexes(db, urls, creditRecordTables, id),
    itemHistory(db, creditRecordTables, id),
  ]);
  return {
    creditReport: {
      Id: record.id,
      RegisterNumber: record.registerNumber,
      EnterpriseName: record.enterpriseName,
      Enterprises: [{ EnterpriseName: record.enterpriseName, BusLicenceRegisterNo: enterprise?.code ?? '' }],
      ActorsDescription: labelOf(BEHAVIOR_ACTOR, record.actor),
      Person: record.personName ? { Name: record.personName } : null,
      Address: enterprise?.address ?? '',
      IdentifiedUnit: record.identificationUnit,
      RatingTypeName: labelOf(CREDIT_TYPE, record.creditType),
      RatingCategoryName: record.behaviorCategoryName,
      RatingName: record.behaviorContentName,
      RatingLevel: record.identifiedLevelName,
      RecordDate: record.actDeterminationDate,
      RelatedSymbol: record.relatedSymbol,
      Score: Number(record.scoreValue),
      Remark: record.behaviorDescription,
      EndedOn: record.endedOn,
      EndReason: record.endReason,
      Attachment: splitAttachments(
        files.map(({ id: fileId, fileName, relativePath }) => ({ id: fileId, fileName, relativePath })),
      ),
      Similarity: {
        total: similarCount?.n ?? 0,
        records: similarRows.map(({ creditType, scoreValue, ...row }) => ({
          ...row,
          RatingTypeName: labelOf(CREDIT_TYPE, creditType),
          Score: Number(scoreValue),
        })),
      },
    },
    creditReportHistory: history,
  };
}
