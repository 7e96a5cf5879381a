import { BIDDING_FEEDBACK_WORKFLOW, FEEDBACK_MSG, FEEDBACK_STATES } from '@credit/rules';
import { biddingFeedbacks, biddingFeedbackTables } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import { actedAt, historyWriter, itemMakers } from '../../platform/workflow/item-tables.ts';

/** Writes a feedback's history row. */
export const writeFeedbackHistory = historyWriter(biddingFeedbackTables);

/** Feedback as its workflow moves it: a submit dates it, a return keeps its reason for the agency. */
export const feedbackBinding: WorkflowBinding = {
  workflow: BIDDING_FEEDBACK_WORKFLOW,
  table: biddingFeedbacks,
  id: biddingFeedbacks.id,
  state: biddingFeedbacks.processStatus,
  label: biddingFeedbacks.agentProjectName,
  revision: biddingFeedbacks.revision,
  actedAt: actedAt(biddingFeedbackTables),
  makers: itemMakers(biddingFeedbackTables, BIDDING_FEEDBACK_WORKFLOW, biddingFeedbacks),
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
