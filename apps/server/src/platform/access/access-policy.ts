import { MSG } from '@credit/rules';
import { eq, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../auth/principal.ts';
import { AppError } from '../errors.ts';

/**
 * Whose rows a list or an item route reaches, declared once per route: an enterprise user its own
 * enterprise's, management every enterprise's, each through the permissions named.
 */
export interface AccessScope {
  /** An enterprise user reaches its own enterprise through one of these; an empty list: every enterprise user does. Absent: none does. */
  ownEnterprise?: readonly string[];
  /** Management reaches every enterprise through one of these (its desks, 企业查询). Absent: management reaches nothing. */
  everything?: readonly string[];
  /** What a caller outside the scope is told. */
  refusal?: string;
}

/** How far a caller reaches in a scope: one enterprise, every enterprise, or nothing. */
export type Reach = { enterpriseId: number } | 'everything' | 'nothing';

/** Whether the caller works through this permission: a generated password has to be changed first, as the guard says. */
export const holds = (me: Principal, permission: string): boolean =>
  !me.passwordMustChange && me.permissions.has(permission);

const holdsAny = (me: Principal, permissions: readonly string[] | undefined) =>
  permissions !== undefined && (permissions.length === 0 || permissions.some((code) => holds(me, code)));

/** The one decision: how far the caller reaches in the scope. */
export function reachOf(me: Principal, scope: AccessScope): Reach {
  if (me.passwordMustChange) return 'nothing';
  if (me.kind === 'enterprise')
    return me.enterpriseId !== null && holdsAny(me, scope.ownEnterprise) ? { enterpriseId: me.enterpriseId } : 'nothing';
  return scope.everything?.some((code) => holds(me, code)) ? 'everything' : 'nothing';
}

export const refusalOf = (scope: AccessScope) => new AppError(scope.refusal ?? MSG.forbidden, { statusCode: 403 });

/** Items: whether the caller reaches a row of this enterprise. */
export function reaches(me: Principal, scope: AccessScope, enterpriseId: number): boolean {
  const reach = reachOf(me, scope);
  return reach === 'everything' || (reach !== 'nothing' && reach.enterpriseId === enterpriseId);
}

/**
 * The enterprise a call is about: an enterprise user's own (when it names none or its own),
 * the one management names. Refused outside the scope; management has to name one.
 */
export function enterpriseInScope(me: Principal, scope: AccessScope, requested?: number): number {
  const reach = reachOf(me, scope);
  if (reach === 'nothing') throw refusalOf(scope);
  if (reach !== 'everything') {
    if (requested !== undefined && requested !== reach.enterpriseId) throw refusalOf(scope);
    return reach.enterpriseId;
  }
  if (requested === undefined) throw new AppError('请指定企业', { statusCode: 400 });
  return requested;
}

/** Lists: the enterprise a list is narrowed to (the caller's own, or the one named), or undefined for every enterprise. */
export function listedEnterpriseId(me: Principal, scope: AccessScope, requested?: number): number | undefined {
  if (requested === undefined && reachOf(me, scope) === 'everything') return undefined;
  return enterpriseInScope(me, scope, requested);
}

/** Lists: the rows of the scope, by the column naming their enterprise (and the one named, if any); refused outside it. */
export function scopeWhere(me: Principal, scope: AccessScope, enterpriseColumn: PgColumn, requested?: number): SQL | undefined {
  const enterpriseId = listedEnterpriseId(me, scope, requested);
  return enterpriseId === undefined ? undefined : eq(enterpriseColumn, enterpriseId);
}
