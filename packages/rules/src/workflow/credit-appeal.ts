import { defineDictionary } from '../dictionaries/dictionary.ts';
import { needsFinalReview, noFinalReview, notParkEnterprise, parkEnterprise } from './conditions.ts';
import { KEEPS_RECORD, TO_LEADER, UPHOLDS_APPEAL } from './decision-texts.ts';
import { deskDecision } from './desk-decision.ts';
import type { Workflow, WorkflowCondition } from './workflow.ts';

/** The appeal desks, as permission codes (docs/appeals.md). */
export const APPEAL_DESK_PERMISSIONS = {
  /** The enterprise appeals its bad records (badCreditAppeal). */
  submit: 'appeal:submit',
  /** Department acceptance of appeals against serious records (badCreditAppealAccept). */
  accept: 'appeal:accept',
  /** The park reviews its enterprises' appeals (badCreditToGardenDeptReview). */
  parkReview: 'appeal:parkReview',
  /** First review of appeals (badCreditAppealCheck). */
  firstReview: 'appeal:firstReview',
  /** Department review (badCreditToDeptReview). */
  deptReview: 'appeal:deptReview',
  /** The department leader's final decision on serious records (departmentLeader). */
  leader: 'appeal:leader',
} as const;

/** An appeal's process status. */
export const APPEAL_STATES = {
  draft: 0,
  acceptance: 1,
  notAccepted: 2,
  parkReview: 3,
  firstReview: 4,
  deptReview: 5,
  finalReview: 6,
  upheld: 7,
  rejected: 8,
} as const;

const S = APPEAL_STATES;
const P = APPEAL_DESK_PERMISSIONS;
const REJECTED = KEEPS_RECORD('申诉已驳回');

const parkNotSerious: WorkflowCondition = {
  label: '园区企业且分值 > -10',
  holds: (facts) => parkEnterprise.holds(facts) && noFinalReview.holds(facts),
};
const neitherParkNorSerious: WorkflowCondition = {
  label: '非园区企业且分值 > -10',
  holds: (facts) => notParkEnterprise.holds(facts) && noFinalReview.holds(facts),
};

/**
 * An appeal against a published bad record (spec §4 appeal types): type 4 提交 → 初审 → 部门审核 →
 * 完成; type 5 (a park enterprise) adds 园区审核 after 提交; type 6 (a record scored −10 or less)
 * adds 部门受理 after 提交 and 终审 before 完成. Any desk may reject the appeal with its reason (申诉驳回,
 * the record stays in force); the department may refuse to accept it (不予受理). An upheld appeal
 * takes the record out of force from the decision date.
 */
export const CREDIT_APPEAL_WORKFLOW: Workflow = {
  key: 'creditAppeal',
  title: '不良信用记录申诉',
  states: [
    { code: S.draft, label: '草稿', step: '提交', outcome: 'progress' },
    { code: S.acceptance, label: '待部门受理', step: '部门受理', outcome: 'progress' },
    { code: S.notAccepted, label: '不予受理', step: '部门受理', outcome: 'rejected' },
    { code: S.parkReview, label: '待园区审核', step: '园区审核', outcome: 'progress' },
    { code: S.firstReview, label: '待初审', step: '初审', outcome: 'progress' },
    { code: S.deptReview, label: '待部门审核', step: '部门审核', outcome: 'progress' },
    { code: S.finalReview, label: '待终审', step: '终审', outcome: 'progress' },
    { code: S.upheld, label: '申诉成立', step: '完成', outcome: 'done' },
    { code: S.rejected, label: '申诉驳回', step: '完成', outcome: 'rejected' },
  ],
  steps: ['提交', '部门受理', '园区审核', '初审', '部门审核', '终审', '完成'],
  optionalSteps: { 部门受理: needsFinalReview, 园区审核: parkEnterprise, 终审: needsFinalReview },
  transitions: [
    {
      action: 'submit',
      label: '提交申诉',
      from: [S.draft],
      to: S.acceptance,
      permissions: [P.submit],
      when: needsFinalReview,
    },
    {
      action: 'submit',
      label: '提交申诉',
      from: [S.draft],
      to: S.parkReview,
      permissions: [P.submit],
      when: parkNotSerious,
    },
    {
      action: 'submit',
      label: '提交申诉',
      from: [S.draft],
      to: S.firstReview,
      permissions: [P.submit],
      when: neitherParkNorSerious,
    },
    ...deskDecision({
      from: S.acceptance,
      desk: P.accept,
      approve: [
        { label: '受理', to: S.parkReview, when: parkEnterprise },
        { label: '受理', to: S.firstReview, when: notParkEnterprise },
      ],
      reject: { label: '不予受理', to: S.notAccepted, ...KEEPS_RECORD('申诉不予受理') },
    }),
    ...deskDecision({
      from: S.parkReview,
      desk: P.parkReview,
      approve: { label: '园区审核通过', to: S.firstReview },
      reject: { label: '园区审核驳回', to: S.rejected, ...REJECTED },
    }),
    ...deskDecision({
      from: S.firstReview,
      desk: P.firstReview,
      approve: { label: '初审通过', to: S.deptReview },
      reject: { label: '初审驳回', to: S.rejected, ...REJECTED },
    }),
    ...deskDecision({
      from: S.deptReview,
      desk: P.deptReview,
      approve: [
        { label: '部门审核通过，申诉成立', to: S.upheld, when: noFinalReview, ...UPHOLDS_APPEAL },
        { label: '部门审核通过，报部门领导终审', to: S.finalReview, when: needsFinalReview, ...TO_LEADER },
      ],
      reject: { label: '部门审核驳回', to: S.rejected, ...REJECTED },
    }),
    ...deskDecision({
      from: S.finalReview,
      desk: P.leader,
      approve: { label: '终审通过，申诉成立', to: S.upheld, ...UPHOLDS_APPEAL },
      reject: { label: '终审驳回', to: S.rejected, ...REJECTED },
    }),
  ],
};

/**
 * The appeal types by the path they take (docs/appeals.md): 4 goes 初审 → 部门审核; 5, a park
 * enterprise's, passes 园区审核 first; 6, against a record scored −10 or less, needs 部门受理 and the
 * leader's 终审. Screens and exports show the name, never the code.
 */
export const APPEAL_TYPE = defineDictionary([
  [4, '一般申诉'],
  [5, '园区企业申诉'],
  [6, '重大扣分申诉'],
]);

/** The appeal's type (spec §4): 6 against a record scored −10 or less, 5 for a park enterprise, else 4. */
export const appealType = (facts: { scoreValue?: number; inPark?: boolean }): 4 | 5 | 6 =>
  needsFinalReview.holds(facts) ? 6 : parkEnterprise.holds(facts) ? 5 : 4;

/** How many working days after its publication a bad record may be appealed (docs/appeals.md). */
export const APPEAL_WINDOW_WORKING_DAYS = 15;
