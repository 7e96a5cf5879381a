import { cutChars } from '@credit/rules';
import type { Principal } from '../auth/principal.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';

export const ENTERPRISE_FORBIDDEN = '没有权限访问该企业的数据';
export const ENTERPRISE_READ_ONLY = '没有权限修改该企业的数据';

/** The menus through which an enterprise user works on its own enterprise (my-enterprise, attachment). */
const OWN_ENTERPRISE_PERMISSIONS = ['enterprise:self', 'enterprise:attachment'];

/** The enterprise an enterprise user may work on: its own, when its role has one of the enterprise menus. */
function ownEnterpriseOf(me: Principal): number | null {
  if (me.kind !== 'enterprise' || me.enterpriseId === null) return null;
  return OWN_ENTERPRISE_PERMISSIONS.some((code) => me.permissions.has(code)) ? me.enterpriseId : null;
}

/** Whether the caller is the enterprise's own user, who may change its data. */
export const isOwnEnterprise = (me: Principal, enterpriseId: number): boolean => ownEnterpriseOf(me) === enterpriseId;

/**
 * The enterprise a read is about. An enterprise user reads only its own (and gets it when it
 * names none); a management user needs the enterpriseInquire menu and reads any, read-only.
 */
export function readableEnterpriseId(me: Principal, requested: number | undefined): number {
  if (me.kind === 'enterprise') {
    const own = ownEnterpriseOf(me);
    if (own === null || (requested !== undefined && requested !== own))
      throw new AppError(ENTERPRISE_FORBIDDEN, { statusCode: 403 });
    return own;
  }
  if (!me.permissions.has(PERMISSIONS.enterpriseInquire)) throw new AppError(ENTERPRISE_FORBIDDEN, { statusCode: 403 });
  if (requested === undefined) throw new AppError('请指定企业', { statusCode: 400 });
  return requested;
}

/**
 * The enterprise a list is about: an enterprise user's own, a named one, or — for management with
 * the enterpriseInquire menu — all of them (undefined).
 */
export function listableEnterpriseId(me: Principal, requested: number | undefined): number | undefined {
  if (me.kind === 'enterprise' || requested !== undefined) return readableEnterpriseId(me, requested);
  if (!me.permissions.has(PERMISSIONS.enterpriseInquire)) throw new AppError(ENTERPRISE_FORBIDDEN, { statusCode: 403 });
  return undefined;
}

/** The enterprise a change is about: only an enterprise's own user changes its data. */
export function editableEnterpriseId(me: Principal, requested: number | undefined): number {
  if (me.kind !== 'enterprise') throw new AppError(ENTERPRISE_READ_ONLY, { statusCode: 403 });
  return readableEnterpriseId(me, requested);
}

/** Who a history entry names. */
export const operatorOf = (me: Principal, note = '') => ({
  userId: me.userId,
  name: cutChars(`${me.displayName}${note}`, 60),
});
