import { CREDIT_TYPE } from '../dictionaries/behavior.ts';
import {
  enterpriseSearchQuerySchema,
  recordPublicityQuerySchema,
  registrationPublicityQuerySchema,
} from '../publicity/publicity-queries.ts';
import { CREDIT_RECORD_WORKFLOW } from '../workflow/credit-record.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { recordHeadFields } from './record-facts.ts';
import { dateField, enterpriseNameSearch, workflowStateField } from './shared-fields.ts';

/** A public record: which it is, who decided it and when. */
const publicRecordFields = {
  ...recordHeadFields,
  identificationUnit: { title: '认定单位' },
  actDeterminationDate: dateField('认定日期'),
} as const satisfies Record<string, FieldSpec>;

const creditTypeChoice = { label: '信用类别', control: 'select', dictionary: CREDIT_TYPE } as const;

/** creditPublic: records during their publicity period. */
export const recordPublicityListSpec = defineListSpec({
  input: recordPublicityQuerySchema,
  fields: { ...publicRecordFields, publicUntil: dateField('公示截止') },
  filters: {
    enterpriseName: enterpriseNameSearch,
    creditType: creditTypeChoice,
    behaviorCategoryName: { label: '行为类别', control: 'text', maxLength: 50 },
    date: { label: '认定日期', control: 'dateRange' },
  },
});

/** registerPublicity: registrations under review. */
export const registrationPublicityListSpec = defineListSpec({
  input: registrationPublicityQuerySchema,
  fields: { ...publicRecordFields, processStatus: workflowStateField(CREDIT_RECORD_WORKFLOW, {}) },
  filters: { enterpriseName: enterpriseNameSearch, creditType: creditTypeChoice },
});

/** Screen 13's remote select and the portal's search box: enterprises by name or code. */
export const enterpriseSearchListSpec = defineListSpec({ input: enterpriseSearchQuerySchema, fields: {} });
