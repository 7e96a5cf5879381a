import { BEHAVIOR_ACTOR, CREDIT_RECORD_WORKFLOW, CREDIT_TYPE, labelOf, stateLabel } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText } from '../../platform/history/index.ts';
import { inForceOn, shanghaiToday, validMonths } from '../credit-record/in-force.ts';
import { recordRowSchema } from '../credit-record/record-columns.ts';
import { maskPersonalText } from './personal-data.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** How long a good record stays public (DOMAIN-NOTES: MOHURD integrity-record rules). */
export const GOOD_PUBLICITY_MONTHS = 36;

/** A good record is public for three years; a bad one for its catalogue level's months of validity. */
const publicityMonths = sql`case when ${creditRecords.creditType} = 1 then ${GOOD_PUBLICITY_MONTHS} else ${validMonths} end`;

/** A record during its publicity period today: the in-force rule with the publicity months, so a repair or revocation ends it too. */
export const inPublicity = () => inForceOn(shanghaiToday, publicityMonths);

/** The last day a record is public: its period's end, or the day before it stopped early. */
const publicUntil = sql<string>`to_char(least(
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

interface PublicRecordRow {
  personName: string | null;
  actor: number;
  creditType: number;
  scoreValue: string;
  behaviorDescription: string;
  processStatus: number;
}

/** A record as the public sees it: 个人 for a person, never the name; personal numbers masked in its text. */
export function presentPublicRecord<R extends PublicRecordRow>(row: R) {
  return withFields(row, {
    personName: undefined,
    scoreValue: Number(row.scoreValue),
    creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
    actorDescription: labelOf(BEHAVIOR_ACTOR, row.actor),
    behaviorDescription: maskPersonalText(row.behaviorDescription, row.personName),
    processStatusDescription: stateLabel(CREDIT_RECORD_WORKFLOW, row.processStatus),
  });
}

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
