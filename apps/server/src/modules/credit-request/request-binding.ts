import { lookformLink, REQUEST_STATES, type RecordRequestKind, type WorkflowTransition } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { enterprises } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import type { Principal } from '../auth/principal.ts';
import { closedNote, endRecord } from '../credit-record/end-record.ts';
import { DECIDED_REQUEST_STATES, recordRequestBinding } from '../credit-record/record-requests.ts';
import { notify } from '../notification/notify.ts';
import { findRequest } from './request-queries.ts';

/** A decided request: an approved one ends its record's effect from today; the enterprise hears either way. */
const requestDecided =
  (kind: RecordRequestKind) =>
  async (tx: Executor, transition: WorkflowTransition, id: number, reason: string, actor: Principal) => {
    if (!DECIDED_REQUEST_STATES.includes(transition.to)) return;
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
      link: lookformLink(kind.workflow.key, id),
      values: {
        企业名称: request.enterpriseName,
        记录编号: request.registerNumber,
        申请类别: kind.title,
        处理结果: outcome,
      },
      phone: enterprise?.phone,
    });
  };

/** One kind's requests as its workflow moves them, with what a decision causes. */
export const requestBinding = (kind: RecordRequestKind): WorkflowBinding => ({
  ...recordRequestBinding(kind),
  effects: requestDecided(kind),
});
