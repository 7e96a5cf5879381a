import { needsFinalReview, noFinalReview } from './conditions.ts';
import { COMPLETES_REPAIR, KEEPS_RECORD, REVOKES_RECORD, TO_LEADER } from './decision-texts.ts';
import { deskDecision } from './desk-decision.ts';
import { closedWhenRecordEnds, RECORD_ENDED_CLOSING } from './record-ending.ts';
import type { Workflow } from './workflow.ts';

/** The desks of revocations and repairs, as permission codes (docs/repairs.md). */
export const REQUEST_DESK_PERMISSIONS = {
  /** The enterprise revokes its own published good declaration (creditRevokeEnterprise). */
  revokeSubmit: 'revoke:submit',
  /** The first-review desk decides revocations (creditRevokeAudit). */
  revokeReview: 'revoke:review',
  /** The enterprise applies to repair a bad record (badCreditRepeal). */
  repairSubmit: 'repair:submit',
  /** First review of repairs (departmetBadCreditRepeal). */
  repairFirstReview: 'repair:firstReview',
  /** Department review of repairs (departmetBadCreditCheck). */
  repairReview: 'repair:review',
  /** The leader's final review of repairs of records scored −10 or less (departmentLeader). */
  repairLeader: 'repair:leader',
} as const;

export const REQUEST_STATES = {
  draft: 0,
  firstReview: 1,
  firstRejected: 2,
  review: 3,
  finalReview: 4,
  reviewRejected: 5,
  finalRejected: 6,
  completed: 7,
  closed: 8,
} as const;

const S = REQUEST_STATES;
const P = REQUEST_DESK_PERMISSIONS;

/**
 * Revoking a published good declaration (spec §3 revocation): 提交 → 初审 → 完成. Approved, the
 * record stops counting from that day; rejected, it stays. When the department revokes the record
 * itself meanwhile, the platform closes the request (已终止): the only way a record can end while
 * something else is open about it, as a record holds one open appeal or request at a time.
 */
export const REVOCATION_WORKFLOW: Workflow = {
  key: 'creditRevocation',
  title: '良好信用记录撤销',
  states: [
    { code: S.draft, label: '草稿', step: '提交', outcome: 'progress' },
    { code: S.firstReview, label: '待初审', step: '初审', outcome: 'progress' },
    { code: S.firstRejected, label: '初审驳回', step: '初审', outcome: 'rejected' },
    { code: S.completed, label: '已撤销', step: '完成', outcome: 'done' },
    { code: S.closed, label: RECORD_ENDED_CLOSING.state, step: '完成', outcome: 'done' },
  ],
  steps: ['提交', '初审', '完成'],
  transitions: [
    { action: 'submit', label: '提交撤销申请', from: [S.draft], to: S.firstReview, permissions: [P.revokeSubmit] },
    ...deskDecision({
      from: S.firstReview,
      desk: P.revokeReview,
      approve: { label: '同意撤销', to: S.completed, ...REVOKES_RECORD },
      reject: { label: '驳回撤销申请', to: S.firstRejected, ...KEEPS_RECORD('撤销申请已驳回') },
    }),
    closedWhenRecordEnds([S.firstReview], S.closed),
  ],
};

/**
 * Repairing a bad record (信用修复, spec §4 repeal: as the standard path): 提交 → 初审 → 复审 →
 * (终审 at −10 or less) → 完成. Completed, the record stops counting from that day; a rejection
 * ends the application with its reason, and the enterprise may apply again.
 */
export const REPAIR_WORKFLOW: Workflow = {
  key: 'creditRepair',
  title: '不良信用记录信用修复',
  states: [
    { code: S.draft, label: '草稿', step: '提交', outcome: 'progress' },
    { code: S.firstReview, label: '待初审', step: '初审', outcome: 'progress' },
    { code: S.firstRejected, label: '初审驳回', step: '初审', outcome: 'rejected' },
    { code: S.review, label: '待复审', step: '复审', outcome: 'progress' },
    { code: S.finalReview, label: '待终审', step: '终审', outcome: 'progress' },
    { code: S.reviewRejected, label: '复审驳回', step: '复审', outcome: 'rejected' },
    { code: S.finalRejected, label: '终审驳回', step: '终审', outcome: 'rejected' },
    { code: S.completed, label: '已修复', step: '完成', outcome: 'done' },
  ],
  steps: ['提交', '初审', '复审', '终审', '完成'],
  optionalSteps: { 终审: needsFinalReview },
  transitions: [
    { action: 'submit', label: '提交信用修复申请', from: [S.draft], to: S.firstReview, permissions: [P.repairSubmit] },
    ...deskDecision({
      from: S.firstReview,
      desk: P.repairFirstReview,
      approve: { label: '初审通过', to: S.review },
      reject: { label: '初审驳回', to: S.firstRejected },
    }),
    ...deskDecision({
      from: S.review,
      desk: P.repairReview,
      approve: [
        { label: '复审通过，修复完成', to: S.completed, when: noFinalReview, ...COMPLETES_REPAIR },
        { label: '复审通过，报部门领导终审', to: S.finalReview, when: needsFinalReview, ...TO_LEADER },
      ],
      reject: { label: '复审驳回', to: S.reviewRejected },
    }),
    ...deskDecision({
      from: S.finalReview,
      desk: P.repairLeader,
      approve: { label: '终审通过，修复完成', to: S.completed, ...COMPLETES_REPAIR },
      reject: { label: '终审驳回', to: S.finalRejected },
    }),
  ],
};

/** Repair review must end within this many working days of the application (shown to the reviewer). */
export const REPAIR_REVIEW_WORKING_DAYS = 20;
