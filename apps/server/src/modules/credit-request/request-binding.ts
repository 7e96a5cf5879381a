import { REQUEST_MSG, REQUEST_STATES, type RecordRequestKind, type WorkflowTransition } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditRequests, creditRequestTables, enterprises } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { actedAt, historyWriter, itemMakers } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { closedNote, endRecord } from '../credit-record/end-record.ts';
import { lockRecordOf } from '../credit-record/record-lock.ts';
import { notify } from '../notification/notify.ts';
import { findRequest } from './request-queries.ts';

/** Writes a request's history row. */
export const writeRequestHistory = historyWriter(creditRequestTables);

const DECIDED: number[] = [
  REQUEST_STATES.firstRejected,
  REQUEST_STATES.reviewRejected,
  REQUEST_STATES.finalRejected,
  REQUEST_STATES.completed,
];

/** A decided request: an approved one ends its record's effect from today; the enterprise hears either way. */
const requestDecided =
  (kind: RecordRequestKind) =>
  async (tx: Executor, transition: WorkflowTransition, id: number, reason: string, actor: Principal) => {
    if (!DECIDED.includes(transition.to)) return;
    const request = await findRequest(tx, id);
    if (!request) return;
    const approved = transition.to === REQUEST_STATES.completed;
    const closed = approved
      ? await endRecord(tx, {
          recordId: request.recordId,
          endReason: kind.endReason,
          actor,
          byRequest: id,
        })
      : [];
    const [enterprise] = await tx
      .select({ phone: enterprises.contactPhone })
      .from(enterprises)
      .where(eq(enterprises.id, request.enterpriseId));
    const outcome = approved ? '已通过' : '未通过';
    await notify(tx, {
      event: 'requestDecided',
      to: { enterpriseId: request.enterpriseId },
      title: `${kind.title}申请${outcome}`,
      content: `信用记录${request.registerNumber}的${kind.title}申请${outcome}${closedNote(closed)}${reason ? `：${reason}` : '。'}`,
      link: `/${kind.route}`,
      values: {
        企业名称: request.enterpriseName,
        记录编号: request.registerNumber,
        申请类别: kind.title,
        处理结果: outcome,
      },
      phone: enterprise?.phone,
    });
  };

/** One kind's requests as its workflow moves them. */
export const requestBinding = (kind: RecordRequestKind): WorkflowBinding => ({
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
    ...(DECIDED.includes(transition.to) ? { decidedAt: new Date() } : {}),
    ...(reason ? { lastReason: reason } : {}),
  }),
  writeHistory: writeRequestHistory,
  effects: requestDecided(kind),
});
