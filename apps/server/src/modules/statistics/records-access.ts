import type { Principal } from '../../platform/auth/principal.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { reachOf, refusalOf, type AccessScope } from '../../platform/access/access-policy.ts';

/**
 * The records statistics sum the whole province: management with 统计 reaches them; an enterprise
 * user is refused even if an administrator gave its role the code (its own figures are 我的看板's).
 */
export const PROVINCE_STATISTICS: AccessScope = {
  everything: [PERMISSIONS.statisticsView],
  refusal: '没有权限查看全省统计',
};

/** 存储统计: the platform's storage, for whoever holds its code on the management side. */
export const STORAGE_STATISTICS: AccessScope = {
  everything: [PERMISSIONS.statisticsStorage],
  refusal: '没有权限查看存储统计',
};

/**
 * Sums over the province's records: counted afresh at most every 30 seconds per filter, readers
 * meanwhile answered with the last count (never one older than 5 minutes).
 */
export const STATISTICS_FRESH_MS = 30_000;

/** Refuses a caller who does not reach every enterprise in the scope. */
export function requireProvince(me: Principal, scope: AccessScope): void {
  if (reachOf(me, scope) !== 'everything') throw refusalOf(scope);
}
