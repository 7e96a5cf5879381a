import { ASSESSMENT_MSG } from '../assessment/assessment-labels.ts';
import { RELEASE_STATES } from '../dictionaries/release-state.ts';
import { deskDecision } from './desk-decision.ts';
import type { Workflow } from './workflow.ts';

/**
 * A practice-ability or pass-rate release application (spec §4): the registrar saves a draft or
 * submits (待复审), department review approves (已完成, the bonuses become good-credit records) or
 * refuses with a reason (复审拒绝, the rows may be published again in a new application).
 */
export function releaseReviewWorkflow(kind: { key: string; title: string; publish: string; review: string }): Workflow {
  return {
    key: `${kind.key}Release`,
    title: `${kind.title}加分发布`,
    states: [
      { code: RELEASE_STATES.draft, label: '草稿', step: '提交', outcome: 'progress' },
      { code: RELEASE_STATES.waiting, label: '待复审', step: '复审', outcome: 'progress' },
      { code: RELEASE_STATES.refused, label: '复审拒绝', step: '复审', outcome: 'rejected' },
      { code: RELEASE_STATES.completed, label: '已完成', step: '完成', outcome: 'done' },
    ],
    steps: ['提交', '复审', '完成'],
    transitions: [
      {
        action: 'submit',
        label: '提交申请',
        from: [RELEASE_STATES.draft],
        to: RELEASE_STATES.waiting,
        permissions: [kind.publish],
      },
      ...deskDecision({
        from: RELEASE_STATES.waiting,
        desk: kind.review,
        approve: { label: ASSESSMENT_MSG.approved, to: RELEASE_STATES.completed },
        reject: { label: ASSESSMENT_MSG.rejected, to: RELEASE_STATES.refused },
      }),
    ],
  };
}

/** The release desks' permission codes: the registrar publishes, department review decides. */
export const RELEASE_DESK_PERMISSIONS = {
  practiceAbilityImport: 'practiceAbility:import',
  practiceAbilityReview: 'practiceAbility:review',
  passRateImport: 'passRate:import',
  passRateReview: 'passRate:review',
} as const;

export const PRACTICE_ABILITY_RELEASE_WORKFLOW = releaseReviewWorkflow({
  key: 'practiceAbility',
  title: '执业能力测评',
  publish: RELEASE_DESK_PERMISSIONS.practiceAbilityImport,
  review: RELEASE_DESK_PERMISSIONS.practiceAbilityReview,
});

export const PASS_RATE_RELEASE_WORKFLOW = releaseReviewWorkflow({
  key: 'passRate',
  title: '备案一次性通过率',
  publish: RELEASE_DESK_PERMISSIONS.passRateImport,
  review: RELEASE_DESK_PERMISSIONS.passRateReview,
});
