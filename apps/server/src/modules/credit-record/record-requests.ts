import { REQUEST_MSG, REQUEST_STATES, type RecordRequestKind } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { creditRequests, creditRequestTables } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { actedAt, historyWriter, itemMakers } from '../../platform/workflow/item-tables.ts';
import { lockRecordOf } from './record-lock.ts';

/** Writes a request's history row. */
export const writeRequestHistory = historyWriter(creditRequestTables);

/** The states where a request has been decided: approved or rejected at one of its desks. */
export const DECIDED_REQUEST_STATES: readonly number[] = [
  REQUEST_STATES.firstRejected,
  REQUEST_STATES.reviewRejected,
  REQUEST_STATES.finalRejected,
  REQUEST_STATES.completed,
];

/**
 * One kind of request about a record as its workflow moves it, without what a decision causes:
 * the ending of a record closes the requests still open about it through this, and the request
 * module adds the decision's effects (which end the record) to it.
 */
export const recordRequestBinding = (kind: RecordRequestKind): WorkflowBinding => ({
  workflow: kind.workflow,
  table: creditRequests,
  id: creditRequests.id,
  state: creditRequests.processStatus,
  revision: creditRequests.revision,
  lockFirst: lockRecordOf(creditRequests),
  actedAt: actedAt(creditRequestTables),
  makers: itemMakers(creditRequestTables, kind.workflow, creditRequests),
  scope: eq(creditRequests.kind, kind.key),
  noun: '申请',
  notFound: REQUEST_MSG.notFound,
  stamp: (transition, _actor, reason) => ({
    ...(DECIDED_REQUEST_STATES.includes(transition.to) ? { decidedAt: new Date() } : {}),
    ...(reason ? { lastReason: reason } : {}),
  }),
  writeHistory: writeRequestHistory,
});
