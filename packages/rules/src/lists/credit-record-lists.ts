import { behaviorRecordQuerySchema } from '../credit/behavior-record-query.ts';
import {
  creditRecordListQuerySchema,
  deskListQuerySchema,
  enterpriseRecordQuerySchema,
} from '../credit/credit-record-filters.ts';
import { CREDIT_TYPE } from '../dictionaries/behavior.ts';
import { CREDIT_RECORD_WORKFLOW } from '../workflow/credit-record.ts';
import { defineListFilters, defineListSpec, type FieldSpec } from './list-spec.ts';
import { recordHeadFields } from './record-facts.ts';
import {
  dateField,
  areaChoice,
  dateRangeFilter,
  doneChoice,
  enterpriseNameSearch,
  enterpriseTypeChoice,
  inParkChoice,
  socialCreditCodeSearch,
  timeField,
  workflowStateField,
  workflowStates,
} from './shared-fields.ts';

/**
 * A credit record's columns in every list of records (spec §3); what only the export used to
 * write (行为主体, 认定单位, 失效日期, 失效原因) waits behind 列设置.
 */
const recordFields = {
  ...recordHeadFields,
  actor: { ...recordHeadFields.actor, hidden: true },
  behaviorDescription: { title: '行为内容描述', width: 34, long: true },
  identificationUnit: { title: '认定单位', hidden: true },
  actDeterminationDate: dateField('认定日期'),
  processStatus: workflowStateField(CREDIT_RECORD_WORKFLOW, {
    0: 'default',
    2: 'error',
    5: 'error',
    6: 'error',
    7: 'success',
  }),
  submitTime: timeField('申请时间'),
  endedOn: { ...dateField('失效日期'), hidden: true },
  endReason: { title: '失效原因', width: 10, hidden: true },
} as const satisfies Record<string, FieldSpec>;

const recordFilters = defineListFilters(creditRecordListQuerySchema, {
  enterpriseName: enterpriseNameSearch,
  creditType: { label: '信用类别', control: 'select', dictionary: CREDIT_TYPE },
  behaviorCategoryName: { label: '行为类别', control: 'text', maxLength: 50 },
  behaviorContentName: { label: '行为内容', control: 'text', maxLength: 100 },
  processStatus: { label: '处理状态', control: 'multiSelect', dictionary: workflowStates(CREDIT_RECORD_WORKFLOW) },
  submit: dateRangeFilter('申请日期'),
});

/** The lists of credit records: authors', in force, the bad records, the good ones a department may revoke. */
export const creditRecordListSpec = defineListSpec({
  input: creditRecordListQuerySchema,
  fields: recordFields,
  filters: recordFilters,
});

/** Returned and withdrawn records, with the reason they came back. */
export const recalledRecordListSpec = defineListSpec({
  input: creditRecordListQuerySchema,
  fields: { ...recordFields, lastReason: { title: '退回/撤回原因', width: 32, long: true } },
  filters: recordFilters,
});

/** A review desk's records: to do or done first, then the records' filters. */
export const deskRecordListSpec = defineListSpec({
  input: deskListQuerySchema,
  fields: recordFields,
  filters: { done: doneChoice, ...recordFilters },
});

/** An enterprise's records (management names the enterprise). */
export const enterpriseRecordListSpec = defineListSpec({
  input: enterpriseRecordQuerySchema,
  fields: recordFields,
  filters: recordFilters,
});

/**
 * behaviorRecord (信用行为记录): an enterprise's records, in force unless 有效状态 says otherwise, with
 * the filters the statistics open it with (docs/statistics-records.md), so a figure and the list
 * it opens count the same records.
 */
export const behaviorRecordListSpec = defineListSpec({
  input: behaviorRecordQuerySchema,
  fields: recordFields,
  filters: {
    validity: {
      label: '有效状态',
      control: 'select',
      options: [
        { label: '有效期内', value: 'inForce' },
        { label: '全部已发布', value: 'published' },
        { label: '提前失效', value: 'ended' },
      ],
      defaultValue: 'inForce',
    },
    ...recordFilters,
    bonus: {
      label: '测评加分',
      control: 'select',
      options: [
        { label: '否', value: 0 },
        { label: '是', value: 1 },
      ],
    },
    socialCreditCode: socialCreditCodeSearch,
    enterpriseType: enterpriseTypeChoice,
    inPark: inParkChoice,
    area: areaChoice,
    identificationUnit: { label: '认定单位', control: 'text', maxLength: 50, placeholder: '完整的认定单位名称' },
    determination: dateRangeFilter('认定日期'),
  },
});
