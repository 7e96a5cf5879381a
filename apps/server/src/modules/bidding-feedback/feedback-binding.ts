import { BIDDING_FEEDBACK_WORKFLOW, FEEDBACK_MSG, FEEDBACK_STATES } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { biddingFeedbackHistory, biddingFeedbacks } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import type { Principal } from '../auth/principal.ts';

export async function writeFeedbackHistory(
  tx: Executor,
  feedbackId: number,
  me: Principal,
  instructions: string,
  desk: string,
) {
  await tx.insert(biddingFeedbackHistory).values({
    feedbackId,
    desk,
    operatorId: me.userId,
    operatorName: me.displayName,
    instructions: instructions.slice(0, 500),
  });
}

/** Feedback as its workflow moves it: a submit dates it, a return keeps its reason for the agency. */
export const feedbackBinding: WorkflowBinding = {
  workflow: BIDDING_FEEDBACK_WORKFLOW,
  table: biddingFeedbacks,
  id: biddingFeedbacks.id,
  state: biddingFeedbacks.processStatus,
  noun: '反馈',
  notFound: FEEDBACK_MSG.notFound,
  stamp: (transition, _actor, reason) =>
    transition.action === 'submit' || transition.action === 'resubmit'
      ? { submittedAt: new Date(), lastReason: null }
      : transition.to === FEEDBACK_STATES.returned
        ? { lastReason: reason }
        : {},
  writeHistory: writeFeedbackHistory,
};
