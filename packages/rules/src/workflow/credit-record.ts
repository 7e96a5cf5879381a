import {
  directPublish,
  needsFinalReview,
  noFinalReview,
  notParkEnterprise,
  parkEnterprise,
  viaFirstReview,
} from './conditions.ts';
import { PUBLISHES_RECORD, TO_LEADER } from './decision-texts.ts';
import { deskDecision } from './desk-decision.ts';
import { RECORD_END_REASONS } from './record-ending.ts';
import type { Workflow } from './workflow.ts';

/** The desks of the credit-record flow, as permission codes (docs/desks.md). */
export const CREDIT_DESK_PERMISSIONS = {
  /** An enterprise declares its own good records (creditDeclare). */
  declare: 'credit:declare',
  /** The park declares good records and registers bad ones for its park enterprises (gardencreditDeclare). */
  parkDeclare: 'credit:parkDeclare',
  /** The department registrar registers bad records and publishes good ones (departmentRegister, creditDeclarepublish). */
  register: 'credit:register',
  firstReview: 'credit:firstReview',
  parkReview: 'credit:parkReview',
  deptReview: 'credit:deptReview',
  deptLeader: 'credit:deptLeader',
} as const;

/** A credit record's process status (spec §4 standard record). */
export const CREDIT_RECORD_STATES = {
  draft: 0,
  firstReview: 1,
  firstRefused: 2,
  review: 3,
  finalReview: 4,
  reviewRefused: 5,
  finalRefused: 6,
  completed: 7,
} as const;

const S = CREDIT_RECORD_STATES;
const P = CREDIT_DESK_PERMISSIONS;
const AUTHORS = [P.declare, P.parkDeclare, P.register];
const REFUSED = [S.firstRefused, S.reviewRefused, S.finalRefused];

// Two desks share 初审: the park's for its park enterprises, the first-review desk for the others.
const [firstApprove, firstReturn] = deskDecision({
  from: S.firstReview,
  desk: P.firstReview,
  when: notParkEnterprise,
  approve: { label: '初审通过', to: S.review },
  reject: { label: '初审退回', to: S.firstRefused },
});
const [parkApprove, parkReturn] = deskDecision({
  from: S.firstReview,
  desk: P.parkReview,
  when: parkEnterprise,
  approve: { label: '园区初审通过', to: S.review },
  reject: { label: '园区初审退回', to: S.firstRefused },
});

/**
 * A good declaration or a bad registration: 提交 → 初审 (the park desk for a park enterprise) →
 * 复审 (department review) → 完成, with 终审 by the department leader when the score is −10 or
 * less. A good record the department publishes itself skips 初审. A refusal goes back to the author with its reason; the author corrects and resubmits, or
 * withdraws a submitted record before the first desk has acted.
 */
export const CREDIT_RECORD_WORKFLOW: Workflow = {
  key: 'creditRecord',
  title: '信用记录申报与登记',
  states: [
    { code: S.draft, label: '草稿', step: '提交', outcome: 'progress' },
    { code: S.firstReview, label: '待初审', step: '初审', outcome: 'progress' },
    { code: S.firstRefused, label: '初审退回', step: '初审', outcome: 'progress' },
    { code: S.review, label: '待复审', step: '复审', outcome: 'progress' },
    { code: S.finalReview, label: '待终审', step: '终审', outcome: 'progress' },
    { code: S.reviewRefused, label: '复审退回', step: '复审', outcome: 'progress' },
    { code: S.finalRefused, label: '终审退回', step: '终审', outcome: 'progress' },
    { code: S.completed, label: '已完成', step: '完成', outcome: 'done' },
  ],
  steps: ['提交', '初审', '复审', '终审', '完成'],
  optionalSteps: { 初审: viaFirstReview, 终审: needsFinalReview },
  endings: Object.values(RECORD_END_REASONS),
  transitions: [
    { action: 'submit', label: '提交', from: [S.draft], to: S.firstReview, permissions: AUTHORS, when: viaFirstReview },
    { action: 'submit', label: '提交', from: [S.draft], to: S.review, permissions: [P.register], when: directPublish },
    {
      action: 'resubmit',
      label: '修改后重新提交',
      from: REFUSED,
      to: S.firstReview,
      permissions: AUTHORS,
      when: viaFirstReview,
    },
    // A good record is never scored −10 or less, and the department's own skips 初审: only 复审 returns it.
    {
      action: 'resubmit',
      label: '修改后重新提交',
      from: [S.reviewRefused],
      to: S.review,
      permissions: [P.register],
      when: directPublish,
    },
    {
      action: 'withdraw',
      label: '撤回',
      from: [S.firstReview],
      to: S.draft,
      permissions: AUTHORS,
      when: viaFirstReview,
    },
    {
      action: 'withdraw',
      label: '撤回',
      from: [S.review],
      to: S.draft,
      permissions: [P.register],
      when: directPublish,
    },
    firstApprove,
    parkApprove,
    firstReturn,
    parkReturn,
    ...deskDecision({
      from: S.review,
      desk: P.deptReview,
      approve: [
        { label: '复审通过', to: S.completed, when: noFinalReview, ...PUBLISHES_RECORD },
        { label: '复审通过，报部门领导终审', to: S.finalReview, when: needsFinalReview, ...TO_LEADER },
      ],
      reject: { label: '复审退回', to: S.reviewRefused },
    }),
    ...deskDecision({
      from: S.finalReview,
      desk: P.deptLeader,
      approve: { label: '终审通过', to: S.completed, ...PUBLISHES_RECORD },
      reject: { label: '终审退回', to: S.finalRefused },
    }),
  ],
};
