import { CREDIT_APPEAL_FLOW, CREDIT_RECORD_FLOW } from '../credit/credit-desks.ts';
import { RECORD_REQUEST_KINDS } from '../credit/record-request-kinds.ts';
import type { MenuRoute } from '../system/menu-routes.ts';
import { BIDDING_FEEDBACK_WORKFLOW, FEEDBACK_DESK_PERMISSIONS } from '../workflow/bidding-feedback.ts';
import { APPEAL_DESK_PERMISSIONS } from '../workflow/credit-appeal.ts';
import { CREDIT_DESK_PERMISSIONS } from '../workflow/credit-record.ts';
import { REQUEST_DESK_PERMISSIONS } from '../workflow/record-requests.ts';
import {
  PASS_RATE_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  RELEASE_DESK_PERMISSIONS,
} from '../workflow/release-review.ts';
import type { Workflow } from '../workflow/workflow.ts';
import { deskOf, type Desk, type DeskSpec } from './desk.ts';
import type { Flow } from './flow.ts';

// Each flow's table (its states and permission codes) and its lists, exported with the registry that lists it.
export * from '../workflow/bidding-feedback.ts';
export * from '../workflow/credit-appeal.ts';
export * from '../workflow/credit-record.ts';
export * from '../workflow/record-requests.ts';
export * from '../workflow/release-review.ts';
export * from '../lists/appeal-lists.ts';
export * from '../lists/credit-record-lists.ts';
export * from '../lists/feedback-lists.ts';
export * from '../lists/release-lists.ts';
export * from '../lists/request-lists.ts';

const flowOf = (workflow: Workflow, desks: readonly DeskSpec[]): Flow => ({
  workflow,
  desks: desks.map((desk) => deskOf(workflow.key, workflow, desk)),
});

/** 招标代理业绩反馈 (docs/bidding-feedback.md). */
export const BIDDING_FEEDBACK_FLOW = flowOf(BIDDING_FEEDBACK_WORKFLOW, [
  {
    key: 'submit',
    kind: 'author',
    title: '招标代理业绩反馈',
    permission: FEEDBACK_DESK_PERMISSIONS.submit,
    roles: ['enterprise'],
    route: 'biddingAgency',
  },
  {
    key: 'review',
    kind: 'review',
    title: '业绩反馈审核',
    permission: FEEDBACK_DESK_PERMISSIONS.review,
    roles: ['firstReview'],
    route: 'biddingAgency_a',
  },
]);

/** A bonus release (docs/assessment.md): the registrar publishes, department review decides; the administrator may do either, never both on one release. */
const releaseFlow = (
  workflow: Workflow,
  title: string,
  publish: { permission: string; route: MenuRoute },
  review: { permission: string; route: MenuRoute },
) =>
  flowOf(workflow, [
    { key: 'publish', kind: 'author', title, roles: ['superAdmin', 'deptRegister'], ...publish },
    { key: 'review', kind: 'review', title: `${title}审核`, roles: ['superAdmin', 'deptReview'], ...review },
  ]);

export const PRACTICE_ABILITY_RELEASE_FLOW = releaseFlow(
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  '执业能力加分',
  { permission: RELEASE_DESK_PERMISSIONS.practiceAbilityImport, route: 'vocationalAssessment' },
  { permission: RELEASE_DESK_PERMISSIONS.practiceAbilityReview, route: 'vocationalAssessmentCheck' },
);

export const PASS_RATE_RELEASE_FLOW = releaseFlow(
  PASS_RATE_RELEASE_WORKFLOW,
  '备案通过率加分',
  { permission: RELEASE_DESK_PERMISSIONS.passRateImport, route: 'recordsPass' },
  { permission: RELEASE_DESK_PERMISSIONS.passRateReview, route: 'recordsPassCheck' },
);

/**
 * Every review flow of the platform, in the order 待办事项 lists their desks. Adding a flow: its
 * table in `workflow/`, its desks here (docs/how-to-add.md).
 */
export const FLOWS: readonly Flow[] = [
  CREDIT_RECORD_FLOW,
  CREDIT_APPEAL_FLOW,
  RECORD_REQUEST_KINDS.revoke.flow,
  RECORD_REQUEST_KINDS.repair.flow,
  BIDDING_FEEDBACK_FLOW,
  PRACTICE_ABILITY_RELEASE_FLOW,
  PASS_RATE_RELEASE_FLOW,
];

/** Every flow's table: what docs/workflows.md draws. */
export const WORKFLOWS: readonly Workflow[] = FLOWS.map((flow) => flow.workflow);

/** Every desk of every flow. */
export const DESKS: readonly Desk[] = FLOWS.flatMap((flow) => flow.desks);

/** A flow's codes under the flow's name: `credit` + `firstReview` → `creditFirstReview`. */
type Prefixed<P extends string, T extends Record<string, string>> = {
  readonly [K in keyof T & string as `${P}${Capitalize<K>}`]: T[K];
};
const prefixed = <P extends string, T extends Record<string, string>>(prefix: P, codes: T): Prefixed<P, T> =>
  Object.fromEntries(
    Object.entries(codes).map(([key, code]) => [`${prefix}${key.charAt(0).toUpperCase()}${key.slice(1)}`, code]),
  ) as Prefixed<P, T>;

/**
 * Every flow's permission codes by name, as the server's PERMISSIONS carries them
 * (`creditFirstReview`, `appealAccept`, `revokeReview`, `feedbackReview`, `passRateImport`…): a
 * flow's codes are named here, beside its desks.
 */
export const FLOW_PERMISSIONS = {
  ...prefixed('credit', CREDIT_DESK_PERMISSIONS),
  ...prefixed('appeal', APPEAL_DESK_PERMISSIONS),
  ...REQUEST_DESK_PERMISSIONS,
  ...prefixed('feedback', FEEDBACK_DESK_PERMISSIONS),
  ...RELEASE_DESK_PERMISSIONS,
} as const;
