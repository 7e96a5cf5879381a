import { CREDIT_TYPE, labelOf } from '@credit/rules';
import { and, desc, eq, getTableName, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { preparedStatement } from '../../db/prepared-statement.ts';
import { annexes, creditRecordAnnexes, creditRecords } from '../../db/schema/index.ts';
import { withSignedPath } from '../annex/annex-queries.ts';
import { countsFrom, inForceDuring } from '../credit-record/in-force.ts';
import { dateText } from '../../platform/history/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';

/** The most score detail rows a trend lists: its carousel pages through them five at a time. */
export const TREND_RECORD_LIMIT = 100;

/** BEHAVIOR_ACTOR 个人: a record about a named member of staff. */
const PERSON_ACTOR = 2;

/** A score detail row of the trend (spec §3 trend data `datas`): public, so nothing names a person. */
export const trendRecordSchema = z.object({
  id: z.number(),
  creditTypeDescription: z.string(),
  behaviorCategoryName: z.string(),
  behaviorContentName: z.string(),
  identifiedLevelName: z.string().nullable(),
  behaviorDescription: z.string(),
  identificationUnit: z.string(),
  scoreValue: z.number(),
  actDeterminationDate: z.string(),
  /** The first day the record counted: its determination date, or its publication when that came later. */
  executionDate: z.string(),
  enterpriseAnnexes: z.array(z.object({ id: z.number(), fileName: z.string(), relativePath: z.string() })),
});
export type TrendRecord = z.infer<typeof trendRecordSchema>;

/**
 * The records that counted in an enterprise's score at some day from `from` to `to` (spec §3 trend
 * `datas`), newest decision first. A person's record (it names a member of staff, and the call is
 * public) shows what was decided and its points, without its description or files.
 */
export async function trendRecords(
  db: Database,
  urls: UrlSigner,
  enterpriseId: number,
  from: string,
  to: string,
): Promise<TrendRecord[]> {
  const statement = preparedStatement(db, 'trend_records', () =>
    db
      .select({
        id: creditRecords.id,
        actor: creditRecords.actor,
        creditType: creditRecords.creditType,
        behaviorCategoryName: creditRecords.behaviorCategoryName,
        behaviorContentName: creditRecords.behaviorContentName,
        identifiedLevelName: creditRecords.identifiedLevelName,
        behaviorDescription: creditRecords.behaviorDescription,
        identificationUnit: creditRecords.identificationUnit,
        scoreValue: creditRecords.scoreValue,
        actDeterminationDate: dateText(creditRecords.actDeterminationDate),
        executionDate: sql<string>`to_char(${countsFrom}, 'YYYY-MM-DD')`,
        // The files in the same statement: a public call answers in one round trip. Qualified by
        // hand: inside a selected expression drizzle writes columns unqualified, and "id" would be the file's.
        files: sql<{ id: number; fileName: string }[]>`(
          select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name) order by a.id), '[]')
            from ${creditRecordAnnexes} x join ${annexes} a on a.id = x.annex_id
           where x.record_id = ${sql.identifier(getTableName(creditRecords))}.${sql.identifier('id')})`,
      })
      .from(creditRecords)
      .where(
        and(
          eq(creditRecords.enterpriseId, sql.placeholder('enterpriseId')),
          inForceDuring(sql`${sql.placeholder('from')}::date`, sql`${sql.placeholder('to')}::date`),
        ),
      )
      .orderBy(desc(creditRecords.actDeterminationDate), desc(creditRecords.id))
      .limit(TREND_RECORD_LIMIT),
  );
  const rows = await statement.execute({ enterpriseId, from, to });
  const signed = withSignedPath(urls);
  return rows.map(({ actor, creditType, scoreValue, behaviorDescription, files, ...row }) => ({
    ...row,
    creditTypeDescription: labelOf(CREDIT_TYPE, creditType),
    scoreValue: Number(scoreValue),
    behaviorDescription: actor === PERSON_ACTOR ? '' : behaviorDescription,
    enterpriseAnnexes: actor === PERSON_ACTOR ? [] : files.map(signed),
  }));
}
