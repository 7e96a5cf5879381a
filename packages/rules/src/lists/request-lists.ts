import type { RecordRequestKind } from '../credit/record-request-kinds.ts';
import { itemDeskQuerySchema } from '../schemas/filter-fields.ts';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { defineListSpec, type FieldSpec } from './list-spec.ts';
import { recordItemFields } from './record-facts.ts';
import { dateField, doneChoice, enterpriseNameSearch, timeField, workflowStateField } from './shared-fields.ts';

/** The columns of a kind's lists of requests (revocation, repair); 办理期限 where the kind has a review deadline. */
const requestFields = (kind: RecordRequestKind) =>
  ({
    ...recordItemFields,
    reason: { title: kind.reasonLabel, width: 34, long: true },
    applyTime: timeField('申请时间'),
    ...(kind.reviewWorkingDays ? { dueOn: dateField('办理期限') } : {}),
    processStatus: workflowStateField(kind.workflow, {
      0: 'default',
      2: 'error',
      5: 'error',
      6: 'error',
      7: 'success',
    }),
  }) satisfies Record<string, FieldSpec>;

/** A desk of a kind's requests: to do (done=0) or done (done=1), by enterprise name. */
export const requestDeskListSpec = (kind: RecordRequestKind) =>
  defineListSpec({
    input: itemDeskQuerySchema,
    fields: requestFields(kind),
    filters: { done: doneChoice, enterpriseName: enterpriseNameSearch },
  });

/** The enterprise's own requests of a kind. */
export const ownRequestListSpec = (kind: RecordRequestKind) =>
  defineListSpec({ input: pagingQuerySchema, fields: requestFields(kind) });
