import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { requiredLimitedText } from '../text.ts';
import {
  REPAIR_WORKFLOW,
  REQUEST_DESK_PERMISSIONS as P,
  REQUEST_STATES as S,
  REVOCATION_WORKFLOW,
} from '../workflow/record-requests.ts';
import { RECORD_END_REASONS, type RecordEndReason } from '../workflow/record-ending.ts';
import type { Workflow } from '../workflow/workflow.ts';

export interface RecordRequestDesk {
  key: string;
  permission: string;
  route: string;
  title: string;
  waiting: number;
}

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
  route: string;
  desks: readonly RecordRequestDesk[];
  /** What the record's end says once the request is approved. */
  endReason: RecordEndReason;
  /** The form's label for the reason. */
  reasonLabel: string;
  /** The attachment types of its form (GET /api/annex/multip?type=). */
  annexCategory: string;
  /** Review ends within this many working days of the application, when set. */
  reviewWorkingDays?: number;
}

export const RECORD_REQUEST_KINDS: Record<RecordRequestKind['key'], RecordRequestKind> = {
  revoke: {
    key: 'revoke',
    title: '信用撤销',
    workflow: REVOCATION_WORKFLOW,
    submitPermission: P.revokeSubmit,
    creditType: 1,
    route: 'creditRevokeEnterprise',
    desks: [
      {
        key: 'review',
        permission: P.revokeReview,
        route: 'creditRevokeAudit',
        title: '信用撤销审核',
        waiting: S.firstReview,
      },
    ],
    endReason: RECORD_END_REASONS.revoked,
    reasonLabel: '撤销原因',
    annexCategory: 'creditRevoke',
  },
  repair: {
    key: 'repair',
    title: '信用修复',
    workflow: REPAIR_WORKFLOW,
    submitPermission: P.repairSubmit,
    creditType: 2,
    route: 'badCreditRepeal',
    desks: [
      {
        key: 'firstReview',
        permission: P.repairFirstReview,
        route: 'departmetBadCreditRepeal',
        title: '信用修复初审',
        waiting: S.firstReview,
      },
      {
        key: 'review',
        permission: P.repairReview,
        route: 'departmetBadCreditCheck',
        title: '信用修复复审',
        waiting: S.review,
      },
      {
        key: 'leader',
        permission: P.repairLeader,
        route: 'departmentLeader',
        title: '信用修复终审',
        waiting: S.finalReview,
      },
    ],
    endReason: RECORD_END_REASONS.repaired,
    reasonLabel: '整改情况说明',
    annexCategory: 'creditRepair',
    reviewWorkingDays: 20,
  },
};

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
