import { BIDDING_FEEDBACK_WORKFLOW } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { biddingFeedbacks } from '../../db/schema/index.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';

/** Bidding feedback: the agency's returned feedback is its own. */
export const FEEDBACK_ITEMS: FlowItemsByKey = {
  [BIDDING_FEEDBACK_WORKFLOW.key]: {
    table: biddingFeedbacks,
    joins: [],
    status: biddingFeedbacks.processStatus,
    scope: (desk, me) =>
      desk.kind === 'author' ? eq(biddingFeedbacks.enterpriseId, me.enterpriseId ?? -1) : undefined,
  },
};
