import {
  APPEAL_TYPE,
  appealType,
  approveConfirm,
  CREDIT_APPEAL_WORKFLOW,
  labelOf,
  maskPhone,
  stateLabel,
  stepBar,
} from '@credit/rules';
import { z } from 'zod';
import { stepBarSchema } from '../../platform/workflow/step-bar-schema.ts';
import { creditAppeals, creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { recordFactColumns } from '../credit-record/record-item-lists.ts';

/** An appeal with its record's facts, as the lists and the view select them (spec §3 appeal). */
export const appealColumns = {
  ...aliasedColumns({
    id: creditAppeals.id,
    recordId: creditAppeals.recordId,
    complainant: creditAppeals.complainant,
    telephone: creditAppeals.telephone,
    appealReason: creditAppeals.appealReason,
    processStatus: creditAppeals.processStatus,
    revision: creditAppeals.revision,
    lastReason: creditAppeals.lastReason,
    inPark: enterprises.inPark,
  }),
  ...recordFactColumns,
  actDeterminationDate: dateText(creditRecords.actDeterminationDate).as('actDeterminationDate'),
  appealDate: dateTimeText(creditAppeals.createdAt).as('appealDate'),
};

export interface AppealRow {
  id: number;
  recordId: number;
  complainant: string;
  telephone: string;
  appealReason: string;
  processStatus: number;
  revision: number;
  lastReason: string | null;
  registerNumber: string;
  enterpriseId: number;
  enterpriseName: string;
  inPark: boolean;
  behaviorCategoryName: string;
  behaviorContentName: string;
  scoreValue: string;
  actDeterminationDate: string;
  appealDate: string;
}

export const appealFacts = (row: Pick<AppealRow, 'scoreValue' | 'inPark'>) => ({
  scoreValue: Number(row.scoreValue),
  inPark: row.inPark,
});

/** An appeal as lists and the view show it, with the viewer fields of spec §3. */
export function presentAppeal(row: AppealRow, { masked }: { masked: boolean }) {
  const { inPark: _inPark, ...fields } = row;
  const telephone = masked ? maskPhone(row.telephone) : row.telephone;
  const facts = appealFacts(row);
  const statusName = stateLabel(CREDIT_APPEAL_WORKFLOW, row.processStatus);
  const type = appealType(facts);
  return {
    ...fields,
    telephone,
    scoreValue: facts.scoreValue,
    appealType: type,
    appealTypeDescription: labelOf(APPEAL_TYPE, type),
    processStatusDescription: statusName,
    steps: stepBar(CREDIT_APPEAL_WORKFLOW, row.processStatus, facts),
    approveConfirm: approveConfirm(CREDIT_APPEAL_WORKFLOW, row.processStatus, facts),
    Complainant: row.complainant,
    ComplainantPhone: telephone,
    AppealDate: row.appealDate,
    StatusName: statusName,
    AppealReason: row.appealReason,
  };
}

export const appealRowSchema = z.object({
  id: z.number(),
  recordId: z.number(),
  registerNumber: z.string(),
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  behaviorCategoryName: z.string(),
  behaviorContentName: z.string(),
  scoreValue: z.number(),
  actDeterminationDate: z.string(),
  complainant: z.string(),
  telephone: z.string(),
  appealReason: z.string(),
  appealDate: z.string(),
  appealType: z.number(),
  /** The type's name (一般申诉, 园区企业申诉, 重大扣分申诉), what screens and exports show. */
  appealTypeDescription: z.string(),
  processStatus: z.number(),
  /** Moved by every change: the ETag an action sends back as If-Match. */
  revision: z.number(),
  processStatusDescription: z.string(),
  lastReason: z.string().nullable(),
  /** The confirmation of the approval waiting at its desk: what it fires and what that does; null when none. */
  approveConfirm: z.string().nullable(),
  steps: stepBarSchema,
  Complainant: z.string(),
  ComplainantPhone: z.string(),
  AppealDate: z.string(),
  StatusName: z.string(),
  AppealReason: z.string(),
});
