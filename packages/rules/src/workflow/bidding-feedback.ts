import { deskDecision } from './desk-decision.ts';
import type { Workflow } from './workflow.ts';

/** The desks of bidding-agency feedback, as permission codes (docs/bidding-feedback.md). */
export const FEEDBACK_DESK_PERMISSIONS = {
  /** The agency reports its agency projects (biddingAgency). */
  submit: 'feedback:submit',
  /** The first-review desk checks them (biddingAgency_a). */
  review: 'feedback:review',
} as const;

export const FEEDBACK_STATES = { draft: 0, firstReview: 1, returned: 2, completed: 7 } as const;

const S = FEEDBACK_STATES;
const P = FEEDBACK_DESK_PERMISSIONS;

/**
 * A bidding agency's project feedback (spec §4 feedback): 提交 → 初审 → 完成. A return goes back
 * to the agency with its reason, to correct and resubmit.
 */
export const BIDDING_FEEDBACK_WORKFLOW: Workflow = {
  key: 'biddingFeedback',
  title: '招标代理业绩反馈',
  states: [
    { code: S.draft, label: '草稿', step: '提交', outcome: 'progress' },
    { code: S.firstReview, label: '待初审', step: '初审', outcome: 'progress' },
    { code: S.returned, label: '初审退回', step: '初审', outcome: 'progress' },
    { code: S.completed, label: '已完成', step: '完成', outcome: 'done' },
  ],
  steps: ['提交', '初审', '完成'],
  transitions: [
    { action: 'submit', label: '提交', from: [S.draft], to: S.firstReview, permissions: [P.submit] },
    { action: 'resubmit', label: '修改后重新提交', from: [S.returned], to: S.firstReview, permissions: [P.submit] },
    ...deskDecision({
      from: S.firstReview,
      desk: P.review,
      approve: { label: '初审通过', to: S.completed },
      reject: { label: '初审退回', to: S.returned },
    }),
  ],
};
