import { CREDIT_RECORD_MSG, CREDIT_RECORD_STATES, CREDIT_RECORD_WORKFLOW } from '@credit/rules';
import { creditRecords, creditRecordTables } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { historyWriter } from '../../platform/workflow/item-tables.ts';
import { recordNotices } from './record-notices.ts';

/** Writes a record's history row (its desk, operator, instructions). */
export const writeRecordHistory = historyWriter(creditRecordTables);

const S = CREDIT_RECORD_STATES;
const RETURNED: number[] = [S.firstRefused, S.reviewRefused, S.finalRefused];

/**
 * Credit records as their workflow moves them: a submit dates the application, completion dates
 * the publication, a return or withdrawal keeps its reason for the author (performanceRecall).
 */
export const recordBinding: WorkflowBinding = {
  workflow: CREDIT_RECORD_WORKFLOW,
  table: creditRecords,
  id: creditRecords.id,
  state: creditRecords.processStatus,
  noun: '记录',
  notFound: CREDIT_RECORD_MSG.recordNotFound,
  stamp: (transition, _actor, reason) => {
    if (transition.action === 'submit' || transition.action === 'resubmit')
      return { submittedAt: new Date(), lastReason: null };
    if (transition.action === 'withdraw') return { lastReason: reason || '撤回' };
    if (RETURNED.includes(transition.to)) return { lastReason: reason };
    if (transition.to === S.completed) return { completedAt: new Date() };
    return {};
  },
  writeHistory: writeRecordHistory,
  notify: recordNotices,
};
