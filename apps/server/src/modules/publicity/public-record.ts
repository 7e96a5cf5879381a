import { BEHAVIOR_ACTOR, CREDIT_RECORD_WORKFLOW, CREDIT_TYPE, labelOf, stateLabel } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText } from '../../platform/history/index.ts';
import { inForceOn, shanghaiToday, validMonths } from '../credit-record/in-force.ts';
import { recordRowSchema } from '../credit-record/record-columns.ts';
import type { Database } from '../../db/client.ts';
import { publicTextMask, type PublicTextMask } from './known-names.ts';

/** How long a good record stays public (DOMAIN-NOTES: MOHURD integrity-record rules). */
export const GOOD_PUBLICITY_MONTHS = 36;

/** A good record is public for three years; a bad one for its catalogue level's months of validity. */
const publicityMonths = sql`case when ${creditRecords.creditType} = 1 then ${GOOD_PUBLICITY_MONTHS} else ${validMonths} end`;

/** A record during its publicity period today: the in-force rule with the publicity months, so a repair or revocation ends it too. */
export const inPublicity = () => inForceOn(shanghaiToday, publicityMonths);

/** The last day a record is public: its period's end, or the day before it stopped early. */
export const publicUntil = sql<string>`to_char(least(
    (${creditRecords.actDeterminationDate} + make_interval(months => ${publicityMonths}))::date,
    ${creditRecords.endedOn}) - 1, 'YYYY-MM-DD')`;

/** The columns of a record a visitor may see: no applicant, telephone or person's name leaves the server unmasked. */
export const publicRecordColumns = {
  ...aliasedColumns({
    id: creditRecords.id,
    registerNumber: creditRecords.registerNumber,
    enterpriseId: creditRecords.enterpriseId,
    enterpriseName: enterprises.enterpriseName,
    creditType: creditRecords.creditType,
    actor: creditRecords.actor,
    personName: creditRecords.personName,
    behaviorCategoryName: creditRecords.behaviorCategoryName,
    behaviorContentName: creditRecords.behaviorContentName,
    identifiedLevelName: creditRecords.identifiedLevelName,
    scoreValue: creditRecords.scoreValue,
    identificationUnit: creditRecords.identificationUnit,
    relatedSymbol: creditRecords.relatedSymbol,
    behaviorDescription: creditRecords.behaviorDescription,
    processStatus: creditRecords.processStatus,
  }),
  actDeterminationDate: dateText(creditRecords.actDeterminationDate).as('actDeterminationDate'),
  publicUntil: publicUntil.as('publicUntil'),
};

/** What a public record is read with: the public columns and, to mask it in the texts, the person's name. */
export interface PublicRecordRow {
  id: number;
  registerNumber: string;
  enterpriseId: number;
  enterpriseName: string;
  creditType: number;
  actor: number;
  personName: string | null;
  behaviorCategoryName: string;
  behaviorContentName: string;
  identifiedLevelName: string | null;
  scoreValue: string;
  identificationUnit: string;
  relatedSymbol: string | null;
  behaviorDescription: string;
  processStatus: number;
  actDeterminationDate: string;
  publicUntil: string | null;
}

/** The free text of a public record, where personal data may have been written: what its mask looks up. */
export const publicTexts = (row: PublicRecordRow) => [
  row.behaviorCategoryName,
  row.behaviorContentName,
  row.identifiedLevelName,
  row.identificationUnit,
  row.relatedSymbol,
  row.behaviorDescription,
];

/**
 * A record as the public sees it, field by field (an allow-list: a column added to the record is
 * not public until it is named here): 个人 for a person, never the name; its free text masked.
 */
export const publicRecordPresenter =
  (mask: PublicTextMask) =>
  (row: PublicRecordRow): PublicRecord => {
    const masked = (text: string) => mask(text, row.personName);
    return {
      id: row.id,
      registerNumber: row.registerNumber,
      enterpriseId: row.enterpriseId,
      enterpriseName: row.enterpriseName,
      creditType: row.creditType,
      creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
      actor: row.actor,
      actorDescription: labelOf(BEHAVIOR_ACTOR, row.actor),
      behaviorCategoryName: masked(row.behaviorCategoryName),
      behaviorContentName: masked(row.behaviorContentName),
      identifiedLevelName: row.identifiedLevelName === null ? null : masked(row.identifiedLevelName),
      scoreValue: Number(row.scoreValue),
      identificationUnit: masked(row.identificationUnit),
      relatedSymbol: row.relatedSymbol === null ? null : masked(row.relatedSymbol),
      behaviorDescription: masked(row.behaviorDescription),
      actDeterminationDate: row.actDeterminationDate,
      processStatus: row.processStatus,
      processStatusDescription: stateLabel(CREDIT_RECORD_WORKFLOW, row.processStatus),
      publicUntil: row.publicUntil,
    };
  };

/** The presenter of public record rows read together (a page, an export's batch, one record): their texts' known names looked up at once. */
export const publicRecordsPresenter = async (db: Database, rows: readonly PublicRecordRow[]) =>
  publicRecordPresenter(await publicTextMask(db, rows.flatMap(publicTexts)));

/** The public row: the record row's fields a visitor may see, and until when it is shown. */
export const publicRecordRowSchema = recordRowSchema
  .pick({
    id: true,
    registerNumber: true,
    enterpriseId: true,
    enterpriseName: true,
    creditType: true,
    creditTypeDescription: true,
    actor: true,
    actorDescription: true,
    behaviorCategoryName: true,
    behaviorContentName: true,
    identifiedLevelName: true,
    scoreValue: true,
    identificationUnit: true,
    relatedSymbol: true,
    behaviorDescription: true,
    actDeterminationDate: true,
    processStatus: true,
    processStatusDescription: true,
  })
  .extend({ publicUntil: z.string().nullable() });
export type PublicRecord = z.infer<typeof publicRecordRowSchema>;
