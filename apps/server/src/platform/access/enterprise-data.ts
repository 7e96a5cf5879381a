import type { Principal } from '../auth/principal.ts';
import { PERMISSIONS } from '../auth/permissions.ts';
import { AppError } from '../errors.ts';
import { enterpriseInScope, reachOf, type AccessScope } from './access-policy.ts';

export const ENTERPRISE_FORBIDDEN = '没有权限访问该企业的数据';
export const ENTERPRISE_READ_ONLY = '没有权限修改该企业的数据';

/**
 * An enterprise's profile, staff, history, records and score: its own user reads them through the
 * enterprise menus (my-enterprise, attachment), management with 企业查询 reads any, read-only.
 */
export const ENTERPRISE_DATA: AccessScope = {
  ownEnterprise: [PERMISSIONS.enterpriseSelf, PERMISSIONS.enterpriseAttachment],
  everything: [PERMISSIONS.enterpriseInquire],
  refusal: ENTERPRISE_FORBIDDEN,
};

/** Rows an enterprise user reaches as its own enterprise's, whatever its menus: its declarations, appeals, requests, messages. */
export const OWN_ENTERPRISE: AccessScope = { ownEnterprise: [] };

/** Whether the caller is the enterprise's own user, who may change its data (and sees it unmasked). */
export function isOwnEnterprise(me: Principal, enterpriseId: number): boolean {
  const reach = reachOf(me, ENTERPRISE_DATA);
  return typeof reach === 'object' && reach.enterpriseId === enterpriseId;
}

/** The enterprise a change is about: only an enterprise's own user changes its data. */
export function changeableEnterpriseId(me: Principal, requested: number | undefined): number {
  if (me.kind !== 'enterprise') throw new AppError(ENTERPRISE_READ_ONLY, { statusCode: 403 });
  return enterpriseInScope(me, ENTERPRISE_DATA, requested);
}
