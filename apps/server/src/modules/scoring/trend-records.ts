import { CREDIT_TYPE, labelOf } from '@credit/rules';
import { getTableName, sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import { annexes, creditRecordAnnexes, creditRecords } from '../../db/schema/index.ts';
import { withSignedPath } from '../annex/annex-queries.ts';
import { countsFrom, inForceDuring } from '../credit-record/in-force.ts';
import { dateText } from '../../platform/history/index.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { withFields } from '../../platform/list/row-fields.ts';

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

interface StoredTrendRecord extends Omit<TrendRecord, 'creditTypeDescription' | 'enterpriseAnnexes' | 'scoreValue'> {
  actor: number;
  creditType: number;
  scoreValue: number | string;
  files: { id: number; fileName: string }[];
}

/**
 * The records that counted in the score of the enterprise `enterpriseId` (a column or a value) at
 * some day from `from` to `to` (spec §3 trend `datas`), newest decision first, as one JSON array:
 * the trend reads them in the statement that reads its scores. Written inside a selected
 * expression, where drizzle writes columns unqualified: in the inner select they are the record's.
 */
export function trendRecordsJson(enterpriseId: SQL, from: SQL, to: SQL): SQL<StoredTrendRecord[]> {
  const recordId = sql`${sql.identifier(getTableName(creditRecords))}.${sql.identifier('id')}`;
  const c = creditRecords;
  return sql<StoredTrendRecord[]>`(
    select coalesce(json_agg(json_build_object('id', r.id, 'actor', r.actor, 'creditType', r.credit_type,
             'behaviorCategoryName', r.behavior_category_name, 'behaviorContentName', r.behavior_content_name,
             'identifiedLevelName', r.identified_level_name, 'behaviorDescription', r.behavior_description,
             'identificationUnit', r.identification_unit, 'scoreValue', r.score_value,
             'actDeterminationDate', r.act_determination_date, 'executionDate', r.execution_date, 'files', r.files)
             order by r.act_determination_date desc, r.id desc), '[]')
      from (
        select ${c.id} as id, ${c.actor} as actor, ${c.creditType} as credit_type,
               ${c.behaviorCategoryName} as behavior_category_name, ${c.behaviorContentName} as behavior_content_name,
               ${c.identifiedLevelName} as identified_level_name, ${c.behaviorDescription} as behavior_description,
               ${c.identificationUnit} as identification_unit, ${c.scoreValue} as score_value,
               ${dateText(c.actDeterminationDate)} as act_determination_date,
               to_char(${countsFrom}, 'YYYY-MM-DD') as execution_date,
               (select coalesce(json_agg(json_build_object('id', a.id, 'fileName', a.file_name) order by a.id), '[]')
                  from ${creditRecordAnnexes} x join ${annexes} a on a.id = x.annex_id
                 where x.record_id = ${recordId}) as files
          from ${creditRecords}
         where ${c.enterpriseId} = ${enterpriseId} and ${inForceDuring(from, to)}
         order by ${c.actDeterminationDate} desc, ${c.id} desc
         limit ${sql.raw(String(TREND_RECORD_LIMIT))}
      ) r)`;
}

/** The rows as the public sees them: a person's record (it names a member of staff) shows what was decided and its points, without its description or files. */
export function presentTrendRecords(urls: UrlSigner, rows: readonly StoredTrendRecord[]): TrendRecord[] {
  const signed = withSignedPath(urls);
  return rows.map((row) =>
    withFields(row, {
      actor: undefined,
      creditType: undefined,
      files: undefined,
      creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
      scoreValue: Number(row.scoreValue),
      behaviorDescription: row.actor === PERSON_ACTOR ? '' : row.behaviorDescription,
      enterpriseAnnexes: row.actor === PERSON_ACTOR ? [] : row.files.map(signed),
    }),
  );
}
