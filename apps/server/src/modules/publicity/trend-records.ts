import { sql, type SQL } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creditRecords } from '../../db/schema/index.ts';
import { countsFrom, inForceDuring } from '../credit-record/in-force.ts';
import { dateText } from '../../platform/history/index.ts';
import { publicRecordRowSchema, publicRecordsPresenter, publicUntil, type PublicRecordRow } from './public-record.ts';

/** The most score detail rows a trend lists: its carousel pages through them five at a time. */
export const TREND_RECORD_LIMIT = 100;

/**
 * A score detail row of the trend (spec §3 trend data `datas`): a public record, as the public
 * record detail shows it, and the first day it counted. `enterpriseAnnexes` is always empty —
 * attachments are never public — and kept because the spec's clients read it (docs/public-portal.md).
 */
export const trendRecordSchema = publicRecordRowSchema.extend({
  /** The first day the record counted: its determination date, or its publication when that came later. */
  executionDate: z.string(),
  enterpriseAnnexes: z.array(z.never()).max(0),
});
export type TrendRecord = z.infer<typeof trendRecordSchema>;

/** A record as the trend's statement reads it: the public record's columns but its enterprise's name. */
export type StoredTrendRecord = Omit<PublicRecordRow, 'enterpriseName'> & { executionDate: string };

/**
 * The records that counted in the score of the enterprise `enterpriseId` (a column or a value) at
 * some day from `from` to `to` (spec §3 trend `datas`), newest decision first, as one JSON array:
 * the trend reads them in the statement that reads its scores. Written inside a selected
 * expression, where drizzle writes columns unqualified: in the inner select they are the record's.
 */
export function trendRecordsJson(enterpriseId: SQL, from: SQL, to: SQL): SQL<StoredTrendRecord[]> {
  const c = creditRecords;
  return sql<StoredTrendRecord[]>`(
    select coalesce(json_agg(json_build_object('id', r.id, 'registerNumber', r.register_number,
             'enterpriseId', r.enterprise_id, 'creditType', r.credit_type, 'actor', r.actor, 'personName', r.person_name,
             'behaviorCategoryName', r.behavior_category_name, 'behaviorContentName', r.behavior_content_name,
             'identifiedLevelName', r.identified_level_name, 'scoreValue', r.score_value,
             'identificationUnit', r.identification_unit, 'relatedSymbol', r.related_symbol,
             'behaviorDescription', r.behavior_description, 'processStatus', r.process_status,
             'actDeterminationDate', r.act_determination_date, 'publicUntil', r.public_until,
             'executionDate', r.execution_date)
             order by r.act_determination_date desc, r.id desc), '[]')
      from (
        select ${c.id} as id, ${c.registerNumber} as register_number, ${c.enterpriseId} as enterprise_id,
               ${c.creditType} as credit_type, ${c.actor} as actor, ${c.personName} as person_name,
               ${c.behaviorCategoryName} as behavior_category_name, ${c.behaviorContentName} as behavior_content_name,
               ${c.identifiedLevelName} as identified_level_name, ${c.scoreValue} as score_value,
               ${c.identificationUnit} as identification_unit, ${c.relatedSymbol} as related_symbol,
               ${c.behaviorDescription} as behavior_description, ${c.processStatus} as process_status,
               ${dateText(c.actDeterminationDate)} as act_determination_date, ${publicUntil} as public_until,
               to_char(${countsFrom}, 'YYYY-MM-DD') as execution_date
          from ${creditRecords}
         where ${c.enterpriseId} = ${enterpriseId} and ${inForceDuring(from, to)}
         order by ${c.actDeterminationDate} desc, ${c.id} desc
         limit ${sql.raw(String(TREND_RECORD_LIMIT))}
      ) r)`;
}

/** The rows as the public record detail shows them (its presenter, its masking), with the day each counted from. */
export async function presentTrendRecords(
  db: Database,
  enterpriseName: string,
  stored: readonly StoredTrendRecord[],
): Promise<TrendRecord[]> {
  const rows = stored.map((row) => Object.assign(row, { enterpriseName }));
  const present = await publicRecordsPresenter(db, rows);
  return rows.map((row) => Object.assign(present(row), { executionDate: row.executionDate, enterpriseAnnexes: [] }));
}
