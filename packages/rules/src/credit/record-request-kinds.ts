import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { requiredLimitedText } from '../text.ts';
import { REPAIR_WORKFLOW, REQUEST_DESK_PERMISSIONS as P, REVOCATION_WORKFLOW } from '../workflow/record-requests.ts';
import { RECORD_END_REASONS, type RecordEndReason } from '../workflow/record-ending.ts';
import type { Workflow } from '../workflow/workflow.ts';
import { deskOf, type Desk, type DeskSpec } from '../flows/desk.ts';
import type { Flow } from '../flows/flow.ts';
import type { MenuRoute } from '../system/menu-routes.ts';

/**
 * A request about a published record that ends its effect once approved (docs/repairs.md): the
 * enterprise's revocation of its own good declaration, or its repair of a bad record.
 */
export interface RecordRequestKind {
  key: 'revoke' | 'repair';
  title: string;
  workflow: Workflow;
  submitPermission: string;
  /** The records it applies to: 1 良好, 2 不良. */
  creditType: 1 | 2;
  /** The enterprise's screen of its requests. */
  route: MenuRoute;
  /** Its review desks, in the order a request passes them. */
  desks: readonly Desk[];
  /** Its table and every desk, the enterprise's included. */
  flow: Flow;
  /** What the record's end says once the request is approved. */
  endReason: RecordEndReason;
  /** The form's label for the reason. */
  reasonLabel: string;
  /** The attachment types of its form (GET /api/annex/multip?type=). */
  annexCategory: string;
  /** Review ends within this many working days of the application, when set. */
  reviewWorkingDays?: number;
}

/** A kind with its desks read from its table, and its flow: the enterprise's desk first. */
function requestKind(
  spec: Omit<RecordRequestKind, 'desks' | 'flow'> & { desks: readonly DeskSpec[] },
): RecordRequestKind {
  const desk = (deskSpec: DeskSpec) => deskOf(spec.workflow.key, spec.workflow, deskSpec);
  const desks = spec.desks.map(desk);
  const submit = desk({
    key: 'submit',
    kind: 'author',
    title: spec.title,
    permission: spec.submitPermission,
    roles: ['enterprise'],
    route: spec.route,
  });
  return { ...spec, desks, flow: { workflow: spec.workflow, desks: [submit, ...desks] } };
}

export const RECORD_REQUEST_KINDS: Record<RecordRequestKind['key'], RecordRequestKind> = {
  revoke: requestKind({
    key: 'revoke',
    title: '信用撤销',
    workflow: REVOCATION_WORKFLOW,
    submitPermission: P.revokeSubmit,
    creditType: 1,
    route: 'creditRevokeEnterprise',
    desks: [
      {
        key: 'review',
        kind: 'review',
        permission: P.revokeReview,
        roles: ['firstReview'],
        route: 'creditRevokeAudit',
        title: '信用撤销审核',
      },
    ],
    endReason: RECORD_END_REASONS.revoked,
    reasonLabel: '撤销原因',
    annexCategory: 'creditRevoke',
  }),
  repair: requestKind({
    key: 'repair',
    title: '信用修复',
    workflow: REPAIR_WORKFLOW,
    submitPermission: P.repairSubmit,
    creditType: 2,
    route: 'badCreditRepeal',
    desks: [
      {
        key: 'firstReview',
        kind: 'review',
        permission: P.repairFirstReview,
        roles: ['firstReview'],
        route: 'departmetBadCreditRepeal',
        title: '信用修复初审',
      },
      {
        key: 'review',
        kind: 'review',
        permission: P.repairReview,
        roles: ['deptReview'],
        route: 'departmetBadCreditCheck',
        title: '信用修复复审',
      },
      {
        key: 'leader',
        kind: 'review',
        permission: P.repairLeader,
        roles: ['deptLeader'],
        route: 'departmentLeader',
        title: '信用修复终审',
      },
    ],
    endReason: RECORD_END_REASONS.repaired,
    reasonLabel: '整改情况说明',
    annexCategory: 'creditRepair',
    reviewWorkingDays: 20,
  }),
};

/** The kind whose flow (workflow key) this is. */
export function requestKindOf(flow: string): RecordRequestKind {
  const kind = Object.values(RECORD_REQUEST_KINDS).find((candidate) => candidate.workflow.key === flow);
  if (!kind) throw new Error(`no request kind of flow ${flow}`);
  return kind;
}

export const REQUEST_MSG = {
  notFound: '申请不存在',
  revokeNotAllowed: '只能撤销本企业申报并已发布、仍在有效期内的良好信用记录',
  repairNotAllowed: '只能对本企业已发布且仍在有效期内的不良信用记录申请信用修复',
  submitted: '申请已提交，请等待审核',
} as const;

/** POST /api/creditrequest/{kind}: the record and the reason (with files as multipart parts). */
export const recordRequestFormSchema = z.object({
  recordId: z.coerce
    .number({ error: '请选择信用记录' })
    .int('请选择信用记录')
    .positive('请选择信用记录')
    .max(2_147_483_647, '请选择信用记录'),
  reason: requiredLimitedText('请填写申请原因', LIMITS.description, '申请原因'),
});
export type RecordRequestForm = z.output<typeof recordRequestFormSchema>;
