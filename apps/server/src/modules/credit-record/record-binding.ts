import {
  CREDIT_RECORD_MSG,
  CREDIT_RECORD_STATES,
  CREDIT_RECORD_WORKFLOW,
  type WorkflowTransition,
} from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRecords, creditRecordTables } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { actedAt, historyWriter, itemMakers } from '../../platform/workflow/item-tables.ts';
import { scoreChanged } from '../../platform/score-changes.ts';
import { recordNotices } from './record-notices.ts';

/** Writes a record's history row (its desk, operator, instructions). */
export const writeRecordHistory = historyWriter(creditRecordTables);

const S = CREDIT_RECORD_STATES;
const RETURNED: number[] = [S.firstRefused, S.reviewRefused, S.finalRefused];

/** A published record counts in its enterprise's score at once; its author or enterprise hears of it. */
async function recordTransitioned(tx: Executor, transition: WorkflowTransition, id: number, reason: string) {
  if (transition.to === S.completed) {
    const [record] = await tx
      .select({ enterpriseId: creditRecords.enterpriseId })
      .from(creditRecords)
      .where(eq(creditRecords.id, id));
    if (record) await scoreChanged(tx, [record.enterpriseId]);
  }
  await recordNotices(tx, transition, id, reason);
}

/**
 * Credit records as their workflow moves them: a submit dates the application, completion dates
 * the publication, a return or withdrawal keeps its reason for the author (performanceRecall).
 */
export const recordBinding: WorkflowBinding = {
  workflow: CREDIT_RECORD_WORKFLOW,
  table: creditRecords,
  id: creditRecords.id,
  state: creditRecords.processStatus,
  label: creditRecords.registerNumber,
  revision: creditRecords.revision,
  actedAt: actedAt(creditRecordTables),
  makers: itemMakers(creditRecordTables, CREDIT_RECORD_WORKFLOW, creditRecords),
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
  effects: recordTransitioned,
};
