import { APPEAL_MSG, APPEAL_STATES, CREDIT_APPEAL_WORKFLOW, RECORD_END_REASONS, todayInShanghai } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { creditAppeals, creditAppealTables, creditRecords, enterprises } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { historyWriter } from '../../platform/workflow/item-tables.ts';
import { notify } from '../notification/notify.ts';
import { rescoreRecordEnterprise } from '../scoring/score-refresh.ts';
import { findAppeal } from './appeal-queries.ts';

/** Writes an appeal's history row. */
export const writeAppealHistory = historyWriter(creditAppealTables);

const S = APPEAL_STATES;
const ENDED: number[] = [S.notAccepted, S.upheld, S.rejected];

/**
 * What an appeal's decision changes besides its state: an upheld appeal takes its record out of
 * force from today; the enterprise hears of every decision (in-app and by SMS).
 */
async function appealDecided(tx: Executor, transition: { to: number; label: string }, id: number, reason: string) {
  if (!ENDED.includes(transition.to) && transition.to !== S.parkReview && transition.to !== S.firstReview) return;
  const appeal = await findAppeal(tx, id);
  if (!appeal) return;
  if (transition.to === S.upheld)
    await tx
      .update(creditRecords)
      .set({ endedOn: todayInShanghai(), endReason: RECORD_END_REASONS.appealUpheld })
      .where(eq(creditRecords.id, appeal.recordId));
  if (transition.to === S.upheld) await rescoreRecordEnterprise(tx, appeal.recordId);
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
    }${reason ? `：${reason}` : '。'}`,
    link: '/badCreditAppeal',
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
  noun: '申诉',
  notFound: APPEAL_MSG.notFound,
  stamp: (transition, _actor, reason) => ({
    ...(ENDED.includes(transition.to) ? { decidedAt: new Date() } : {}),
    ...(reason ? { lastReason: reason } : {}),
  }),
  writeHistory: writeAppealHistory,
  effects: appealDecided,
};
