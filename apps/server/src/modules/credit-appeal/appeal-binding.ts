import { APPEAL_MSG, APPEAL_STATES, CREDIT_APPEAL_WORKFLOW, lookformLink, RECORD_END_REASONS } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditAppeals, creditAppealTables, enterprises } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { actedAt, historyWriter, itemMakers } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { closedNote, endRecord } from '../credit-record/end-record.ts';
import { lockRecordOf } from '../credit-record/record-lock.ts';
import { notify } from '../notification/notify.ts';
import { findAppeal } from './appeal-queries.ts';

/** Writes an appeal's history row. */
export const writeAppealHistory = historyWriter(creditAppealTables);

const S = APPEAL_STATES;
const ENDED: number[] = [S.notAccepted, S.upheld, S.rejected];

/**
 * What an appeal's decision changes besides its state: an upheld appeal takes its record out of
 * force from today; the enterprise hears of every decision (in-app and by SMS).
 */
async function appealDecided(
  tx: Executor,
  transition: { to: number; label: string },
  id: number,
  reason: string,
  actor: Principal,
) {
  if (!ENDED.includes(transition.to) && transition.to !== S.parkReview && transition.to !== S.firstReview) return;
  const appeal = await findAppeal(tx, id);
  if (!appeal) return;
  const closed =
    transition.to === S.upheld
      ? await endRecord(tx, {
          recordId: appeal.recordId,
          endReason: RECORD_END_REASONS.appealUpheld,
          actor,
        })
      : [];
  // Accepted (from 部门受理) or decided: the enterprise is told; the submit itself tells nobody.
  const accepted = transition.label === '受理';
  if (!ENDED.includes(transition.to) && !accepted) return;
  const [enterprise] = await tx
    .select({ phone: enterprises.contactPhone })
    .from(enterprises)
    .where(eq(enterprises.id, appeal.enterpriseId));
  // Read after 的申诉: 信用记录XY2026000012的申诉已成立.
  const outcome = accepted
    ? '已受理'
    : transition.to === S.upheld
      ? '已成立'
      : transition.to === S.notAccepted
        ? '不予受理'
        : '已驳回';
  await notify(tx, {
    event: accepted ? 'appealAccepted' : 'appealDecided',
    to: { enterpriseId: appeal.enterpriseId },
    title: `信用记录${appeal.registerNumber}的申诉${outcome}`,
    content: `您对信用记录${appeal.registerNumber}（${appeal.behaviorContentName}）的申诉${outcome}${
      transition.to === S.upheld ? '，该记录自今日起不再计分' : ''
    }${closedNote(closed)}${reason ? `：${reason}` : '。'}`,
    link: lookformLink(CREDIT_APPEAL_WORKFLOW.key, id),
    values: { 企业名称: appeal.enterpriseName, 记录编号: appeal.registerNumber, 处理结果: outcome },
    phone: enterprise?.phone,
  });
}

/** Appeals as their workflow moves them. */
export const appealBinding: WorkflowBinding = {
  workflow: CREDIT_APPEAL_WORKFLOW,
  table: creditAppeals,
  id: creditAppeals.id,
  state: creditAppeals.processStatus,
  revision: creditAppeals.revision,
  lockFirst: lockRecordOf(creditAppeals),
  actedAt: actedAt(creditAppealTables),
  makers: itemMakers(creditAppealTables, CREDIT_APPEAL_WORKFLOW, creditAppeals),
  noun: '申诉',
  notFound: APPEAL_MSG.notFound,
  stamp: (transition, _actor, reason) => ({
    ...(ENDED.includes(transition.to) ? { decidedAt: new Date() } : {}),
    ...(reason ? { lastReason: reason } : {}),
  }),
  writeHistory: writeAppealHistory,
  effects: appealDecided,
};
