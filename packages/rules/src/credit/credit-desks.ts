import { deskOf, type Desk } from '../flows/desk.ts';
import type { Flow } from '../flows/flow.ts';
import type { MenuRoute } from '../system/menu-routes.ts';
import { APPEAL_DESK_PERMISSIONS as AP, CREDIT_APPEAL_WORKFLOW } from '../workflow/credit-appeal.ts';
import { CREDIT_DESK_PERMISSIONS, CREDIT_RECORD_STATES, CREDIT_RECORD_WORKFLOW } from '../workflow/credit-record.ts';

const P = CREDIT_DESK_PERMISSIONS;
const S = CREDIT_RECORD_STATES;

/** Who wrote a record: the enterprise, the park, the department, or an approved assessment release. */
export const CREDIT_RECORD_ORIGIN = {
  enterprise: 'enterprise',
  park: 'park',
  department: 'department',
  assessment: 'assessment',
} as const;
export type CreditRecordOrigin = (typeof CREDIT_RECORD_ORIGIN)[keyof typeof CREDIT_RECORD_ORIGIN];

export const CREDIT_ORIGIN_LABEL: Record<CreditRecordOrigin, string> = {
  enterprise: '企业申报',
  park: '园区申报',
  department: '部门登记',
  assessment: '测评加分',
};

export type CreditReviewDeskKey = 'firstReview' | 'parkReview' | 'deptReview' | 'publishReview' | 'deptLeader';

/**
 * An author desk of credit records: what it writes and its form's screen. Its open items are the
 * records returned to it for correction.
 */
export interface CreditAuthorDesk extends Desk {
  key: 'declare' | 'parkDeclare' | 'register' | 'publish';
  origin: CreditRecordOrigin;
  /** 1 良好, 2 不良; absent when the desk writes both. */
  creditType?: 1 | 2;
  formRoute: MenuRoute;
}

const author = (spec: Omit<CreditAuthorDesk, 'kind' | 'flow' | 'waiting' | 'screens'>): CreditAuthorDesk =>
  deskOf(CREDIT_RECORD_WORKFLOW.key, CREDIT_RECORD_WORKFLOW, {
    ...spec,
    kind: 'author',
    ...(spec.formRoute !== spec.route && { screens: [spec.formRoute] }),
  });

export const CREDIT_AUTHOR_DESKS: readonly CreditAuthorDesk[] = [
  author({
    key: 'declare',
    title: '信用申报',
    permission: P.declare,
    roles: ['enterprise'],
    origin: 'enterprise',
    creditType: 1,
    route: 'creditDeclare',
    formRoute: 'creditDeclareApply',
  }),
  author({
    key: 'parkDeclare',
    title: '园区信用申报',
    permission: P.parkDeclare,
    roles: ['park'],
    origin: 'park',
    route: 'gardencreditDeclare',
    formRoute: 'gardencreditDeclare',
  }),
  author({
    key: 'register',
    title: '不良信用登记',
    permission: P.register,
    roles: ['deptRegister'],
    origin: 'department',
    creditType: 2,
    route: 'departmentRegister',
    formRoute: 'departmentCreditdeclare',
  }),
  author({
    key: 'publish',
    title: '良好信用发布',
    permission: P.register,
    roles: ['deptRegister'],
    origin: 'department',
    creditType: 1,
    route: 'creditDeclarepublish',
    formRoute: 'creditDeclarepublish',
  }),
];

/**
 * A review desk of credit records (docs/desks.md). Two desks may share a permission (department
 * review reviews declarations and the department's own publications on two screens).
 */
export interface CreditReviewDesk extends Desk {
  key: CreditReviewDeskKey;
}

const review = (spec: Omit<CreditReviewDesk, 'kind' | 'flow' | 'waiting'>): CreditReviewDesk =>
  deskOf(CREDIT_RECORD_WORKFLOW.key, CREDIT_RECORD_WORKFLOW, { ...spec, kind: 'review' });

export const CREDIT_REVIEW_DESKS: readonly CreditReviewDesk[] = [
  review({ key: 'firstReview', title: '初审', permission: P.firstReview, roles: ['firstReview'], route: 'auditTable' }),
  review({
    key: 'parkReview',
    title: '园区审核',
    permission: P.parkReview,
    roles: ['park'],
    route: 'gardenTable',
    screens: ['gardenCheck'],
  }),
  review({
    key: 'deptReview',
    title: '部门审核',
    permission: P.deptReview,
    roles: ['deptReview'],
    route: 'departmentCheckTable',
    screens: ['departmentCheck'],
  }),
  review({
    key: 'publishReview',
    title: '部门发布审核',
    permission: P.deptReview,
    roles: ['deptReview'],
    route: 'creditDeclarepublishReview',
  }),
  review({
    key: 'deptLeader',
    title: '信用记录终审',
    permission: P.deptLeader,
    roles: ['deptLeader'],
    route: 'departmentLeader',
  }),
];

/** 信用记录申报与登记: its table and its desks. */
export const CREDIT_RECORD_FLOW: Flow = {
  workflow: CREDIT_RECORD_WORKFLOW,
  desks: [...CREDIT_AUTHOR_DESKS, ...CREDIT_REVIEW_DESKS],
};

/** Returned to the author: the states where it corrects and resubmits. */
export const RETURNED_CREDIT_STATES: readonly number[] = [S.firstRefused, S.reviewRefused, S.finalRefused];

/** A record out of its author's hands: waiting at a desk or published (not a draft, not returned or withdrawn). */
export const SUBMITTED_CREDIT_STATES: readonly number[] = [S.firstReview, S.review, S.finalReview, S.completed];

/** Whether the department publishes this record itself (a good record it writes skips 初审). */
export const isDirectPublish = (origin: string, creditType: number): boolean =>
  origin === CREDIT_RECORD_ORIGIN.department && creditType === 1;

/** A desk of appeals (docs/appeals.md). */
export interface AppealDesk extends Desk {
  key: 'submit' | 'accept' | 'parkReview' | 'firstReview' | 'deptReview' | 'leader';
}

const appealDesk = (spec: Omit<AppealDesk, 'flow' | 'waiting'>): AppealDesk =>
  deskOf(CREDIT_APPEAL_WORKFLOW.key, CREDIT_APPEAL_WORKFLOW, spec);

export const APPEAL_REVIEW_DESKS: readonly AppealDesk[] = [
  appealDesk({
    key: 'accept',
    kind: 'review',
    title: '申诉受理',
    permission: AP.accept,
    roles: ['deptReview'],
    route: 'badCreditAppealAccept',
  }),
  appealDesk({
    key: 'parkReview',
    kind: 'review',
    title: '园区申诉审核',
    permission: AP.parkReview,
    roles: ['park'],
    route: 'badCreditToGardenDeptReview',
  }),
  appealDesk({
    key: 'firstReview',
    kind: 'review',
    title: '申诉初审',
    permission: AP.firstReview,
    roles: ['firstReview'],
    route: 'badCreditAppealCheck',
  }),
  appealDesk({
    key: 'deptReview',
    kind: 'review',
    title: '申诉部门审核',
    permission: AP.deptReview,
    roles: ['deptReview'],
    route: 'badCreditToDeptReview',
  }),
  appealDesk({
    key: 'leader',
    kind: 'review',
    title: '申诉终审',
    permission: AP.leader,
    roles: ['deptLeader'],
    route: 'departmentLeader',
  }),
];

/** 不良信用申诉: the enterprise appeals, the desks decide. */
export const CREDIT_APPEAL_FLOW: Flow = {
  workflow: CREDIT_APPEAL_WORKFLOW,
  desks: [
    appealDesk({
      key: 'submit',
      kind: 'author',
      title: '不良信用申诉',
      permission: AP.submit,
      roles: ['enterprise'],
      route: 'badCreditAppeal',
    }),
    ...APPEAL_REVIEW_DESKS,
  ],
};
