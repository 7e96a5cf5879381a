import { APPEAL_DESK_PERMISSIONS as AP, APPEAL_STATES as AS } from '../workflow/credit-appeal.ts';
import { CREDIT_DESK_PERMISSIONS, CREDIT_RECORD_STATES } from '../workflow/credit-record.ts';

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

/**
 * A review desk of credit records (docs/desks.md): the permission its role holds, the screen of
 * its lists, and the states waiting for it. Two desks may share a permission (department review
 * reviews declarations and the department's own publications on two screens).
 */
export interface CreditReviewDesk {
  key: CreditReviewDeskKey;
  permission: string;
  route: string;
  title: string;
  waiting: number;
}

export type CreditReviewDeskKey = 'firstReview' | 'parkReview' | 'deptReview' | 'publishReview' | 'deptLeader';

export const CREDIT_REVIEW_DESKS: readonly CreditReviewDesk[] = [
  { key: 'firstReview', permission: P.firstReview, route: 'auditTable', title: '初审', waiting: S.firstReview },
  { key: 'parkReview', permission: P.parkReview, route: 'gardenTable', title: '园区审核', waiting: S.firstReview },
  { key: 'deptReview', permission: P.deptReview, route: 'departmentCheckTable', title: '部门审核', waiting: S.review },
  {
    key: 'publishReview',
    permission: P.deptReview,
    route: 'creditDeclarepublishReview',
    title: '部门发布审核',
    waiting: S.review,
  },
  {
    key: 'deptLeader',
    permission: P.deptLeader,
    route: 'departmentLeader',
    title: '部门领导终审',
    waiting: S.finalReview,
  },
];

/**
 * An author desk: what it writes and the screen of its list. Its open items are the records
 * returned to it for correction.
 */
export interface CreditAuthorDesk {
  key: 'declare' | 'parkDeclare' | 'register' | 'publish';
  permission: string;
  origin: CreditRecordOrigin;
  /** 1 良好, 2 不良; absent when the desk writes both. */
  creditType?: 1 | 2;
  route: string;
  formRoute: string;
  title: string;
}

export const CREDIT_AUTHOR_DESKS: readonly CreditAuthorDesk[] = [
  {
    key: 'declare',
    permission: P.declare,
    origin: 'enterprise',
    creditType: 1,
    route: 'creditDeclare',
    formRoute: 'creditDeclareApply',
    title: '信用申报',
  },
  {
    key: 'parkDeclare',
    permission: P.parkDeclare,
    origin: 'park',
    route: 'gardencreditDeclare',
    formRoute: 'gardencreditDeclare',
    title: '园区信用申报',
  },
  {
    key: 'register',
    permission: P.register,
    origin: 'department',
    creditType: 2,
    route: 'departmentRegister',
    formRoute: 'departmentCreditdeclare',
    title: '不良信用登记',
  },
  {
    key: 'publish',
    permission: P.register,
    origin: 'department',
    creditType: 1,
    route: 'creditDeclarepublish',
    formRoute: 'creditDeclarepublish',
    title: '良好信用发布',
  },
];

/** Returned to the author: the states where it corrects and resubmits. */
export const RETURNED_CREDIT_STATES: readonly number[] = [S.firstRefused, S.reviewRefused, S.finalRefused];

/** A record out of its author's hands: waiting at a desk or published (not a draft, not returned or withdrawn). */
export const SUBMITTED_CREDIT_STATES: readonly number[] = [S.firstReview, S.review, S.finalReview, S.completed];

/** Whether the department publishes this record itself (a good record it writes skips 初审). */
export const isDirectPublish = (origin: string, creditType: number): boolean =>
  origin === CREDIT_RECORD_ORIGIN.department && creditType === 1;

/** A review desk of appeals (docs/appeals.md): its permission, screen and the state waiting for it. */
export interface AppealReviewDesk {
  key: 'accept' | 'parkReview' | 'firstReview' | 'deptReview' | 'leader';
  permission: string;
  route: string;
  title: string;
  waiting: number;
}

export const APPEAL_REVIEW_DESKS: readonly AppealReviewDesk[] = [
  { key: 'accept', permission: AP.accept, route: 'badCreditAppealAccept', title: '申诉受理', waiting: AS.acceptance },
  {
    key: 'parkReview',
    permission: AP.parkReview,
    route: 'badCreditToGardenDeptReview',
    title: '园区申诉审核',
    waiting: AS.parkReview,
  },
  {
    key: 'firstReview',
    permission: AP.firstReview,
    route: 'badCreditAppealCheck',
    title: '申诉初审',
    waiting: AS.firstReview,
  },
  {
    key: 'deptReview',
    permission: AP.deptReview,
    route: 'badCreditToDeptReview',
    title: '申诉部门审核',
    waiting: AS.deptReview,
  },
  { key: 'leader', permission: AP.leader, route: 'departmentLeader', title: '申诉终审', waiting: AS.finalReview },
];
