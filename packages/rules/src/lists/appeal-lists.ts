import { z } from 'zod';
import { enterpriseNameFilter, itemDeskQuerySchema } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { CREDIT_APPEAL_WORKFLOW } from '../workflow/credit-appeal.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { recordItemFields } from './record-facts.ts';
import { doneChoice, enterpriseNameSearch, timeField, workflowStateField } from './shared-fields.ts';

/** The columns of every list of appeals (spec §3 credit appeal). */
const appealFields = {
  ...recordItemFields,
  appealTypeDescription: { title: '申诉类型', width: 14 },
  complainant: { title: '申诉人', width: 12, hidden: true },
  appealReason: { title: '申诉理由', width: 34, long: true },
  appealDate: timeField('申诉日期'),
  processStatus: workflowStateField(CREDIT_APPEAL_WORKFLOW, { 2: 'default', 7: 'success', 8: 'error' }),
} as const satisfies Record<string, FieldSpec>;

/** An appeal desk's to-do (done=0) and done (done=1), by enterprise name. */
export const appealDeskListSpec = defineListSpec({
  input: itemDeskQuerySchema,
  fields: appealFields,
  filters: { done: doneChoice, enterpriseName: enterpriseNameSearch },
});

/** badCreditAppeal: the enterprise's own appeals. */
export const ownAppealListSpec = defineListSpec({
  input: pagingQuerySchema.extend({
    processStatus: z.preprocess(
      blankAsAbsent,
      z.coerce.number({ error: '请选择处理状态' }).int().min(0).max(8).optional(),
    ),
    enterpriseName: enterpriseNameFilter,
  }),
  fields: appealFields,
});
