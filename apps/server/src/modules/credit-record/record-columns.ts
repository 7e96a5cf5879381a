import {
  approveConfirm,
  BEHAVIOR_ACTOR,
  CREDIT_ORIGIN_LABEL,
  CREDIT_RECORD_WORKFLOW,
  CREDIT_TYPE,
  isDirectPublish,
  labelOf,
  maskPhone,
  stateLabel,
  stepBar,
  type CreditRecordOrigin,
} from '@credit/rules';
import { z } from 'zod';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { stepBarSchema } from '../../platform/workflow/step-bar-schema.ts';
import { openItemKind, openItemLabel } from './open-item.ts';
import { endingColumns } from './record-ending.ts';

/** A record's fields as every list and the view select them (spec §3 credit registration). */
export const recordColumns = {
  ...aliasedColumns({
    id: creditRecords.id,
    registerNumber: creditRecords.registerNumber,
    enterpriseId: creditRecords.enterpriseId,
    enterpriseName: enterprises.enterpriseName,
    inPark: enterprises.inPark,
    creditType: creditRecords.creditType,
    actor: creditRecords.actor,
    personName: creditRecords.personName,
    behaviorCategoryName: creditRecords.behaviorCategoryName,
    behaviorContentName: creditRecords.behaviorContentName,
    identifiedLevelName: creditRecords.identifiedLevelName,
    innovationAwardDescription: creditRecords.innovationAwardDescription,
    scoreValue: creditRecords.scoreValue,
    identificationUnit: creditRecords.identificationUnit,
    relatedSymbol: creditRecords.relatedSymbol,
    behaviorDescription: creditRecords.behaviorDescription,
    contactPerson: creditRecords.contactPerson,
    telephone: creditRecords.telephone,
    processStatus: creditRecords.processStatus,
    revision: creditRecords.revision,
    origin: creditRecords.origin,
    lastReason: creditRecords.lastReason,
    behaviorLevelId: creditRecords.behaviorLevelId,
    enterprisePersonId: creditRecords.enterprisePersonId,
  }),
  actDeterminationDate: dateText(creditRecords.actDeterminationDate).as('actDeterminationDate'),
  createTime: dateTimeText(creditRecords.createdAt).as('createTime'),
  submitTime: dateTimeText(creditRecords.submittedAt).as('submitTime'),
  ...endingColumns,
  openItem: openItemKind.as('openItem'),
};

export interface RecordRow {
  id: number;
  registerNumber: string;
  enterpriseId: number;
  enterpriseName: string;
  inPark: boolean;
  creditType: number;
  actor: number;
  personName: string | null;
  behaviorCategoryName: string;
  behaviorContentName: string;
  identifiedLevelName: string | null;
  innovationAwardDescription: string | null;
  scoreValue: string;
  identificationUnit: string;
  relatedSymbol: string | null;
  behaviorDescription: string;
  contactPerson: string | null;
  telephone: string | null;
  processStatus: number;
  revision: number;
  origin: string;
  lastReason: string | null;
  behaviorLevelId: number | null;
  enterprisePersonId: number | null;
  actDeterminationDate: string;
  createTime: string;
  submitTime: string | null;
  endedOn: string | null;
  endReason: string | null;
  openItem: string | null;
}

/** What the workflow's conditions read of a record. */
export const factsOf = (row: Pick<RecordRow, 'scoreValue' | 'inPark' | 'origin' | 'creditType'>) => ({
  scoreValue: Number(row.scoreValue),
  inPark: row.inPark,
  directPublish: isDirectPublish(row.origin, row.creditType),
});

/** A record as lists and the view show it (spec §3 credit record view and credit registration). */
export function presentRecord(row: RecordRow, { masked }: { masked: boolean }) {
  return withFields(row, {
    inPark: undefined,
    telephone: row.telephone && masked ? maskPhone(row.telephone) : row.telephone,
    scoreValue: Number(row.scoreValue),
    creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
    actorDescription: labelOf(BEHAVIOR_ACTOR, row.actor),
    enterprisePerson: row.personName ? { name: row.personName } : null,
    processStatusDescription: stateLabel(CREDIT_RECORD_WORKFLOW, row.processStatus),
    originDescription: CREDIT_ORIGIN_LABEL[row.origin as CreditRecordOrigin] ?? '',
    steps: stepBar(CREDIT_RECORD_WORKFLOW, row.processStatus, factsOf(row), row.endReason),
    openItem: openItemLabel(row.openItem),
    approveConfirm: approveConfirm(CREDIT_RECORD_WORKFLOW, row.processStatus, factsOf(row)),
  });
}

/** The documented row of every credit-record list. */
export const recordRowSchema = z.object({
  id: z.number(),
  registerNumber: z.string(),
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  creditType: z.number(),
  creditTypeDescription: z.string(),
  actor: z.number(),
  actorDescription: z.string(),
  personName: z.string().nullable(),
  enterprisePerson: z.object({ name: z.string() }).nullable(),
  behaviorCategoryName: z.string(),
  behaviorContentName: z.string(),
  identifiedLevelName: z.string().nullable(),
  innovationAwardDescription: z.string().nullable(),
  scoreValue: z.number(),
  identificationUnit: z.string(),
  actDeterminationDate: z.string(),
  relatedSymbol: z.string().nullable(),
  behaviorDescription: z.string(),
  contactPerson: z.string().nullable(),
  telephone: z.string().nullable(),
  processStatus: z.number(),
  processStatusDescription: z.string(),
  /** Moved by every change: the ETag an action sends back as If-Match. */
  revision: z.number(),
  origin: z.string(),
  originDescription: z.string(),
  lastReason: z.string().nullable(),
  behaviorLevelId: z.number().nullable(),
  enterprisePersonId: z.number().nullable(),
  createTime: z.string(),
  submitTime: z.string().nullable(),
  /** The first day it no longer counts and why (申诉成立, 信用修复, 撤销, 部门撤销, 已过期); null while it counts. */
  endedOn: z.string().nullable(),
  endReason: z.string().nullable(),
  /** What is open about it (申诉中, 信用修复中, 撤销申请中): the pickers refuse it; null when nothing is. */
  openItem: z.string().nullable(),
  /** The confirmation of the approval waiting at its desk: what it fires and what that does; null when none. */
  approveConfirm: z.string().nullable(),
  steps: stepBarSchema,
});
