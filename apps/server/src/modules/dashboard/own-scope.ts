import { CREDIT_REVIEW_DESKS } from '@credit/rules';
import { eq, type SQL } from 'drizzle-orm';
import { enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { holds, reachOf, refusalOf, type AccessScope } from '../../platform/access/access-policy.ts';
import type { Principal } from '../auth/principal.ts';

/** dataBoard1's reach: an enterprise user its own enterprise, a management desk every enterprise. */
const OWN_DASHBOARD: AccessScope = { ownEnterprise: [], everything: [PERMISSIONS.dashboardOwn] };

const PARK_DESK = CREDIT_REVIEW_DESKS.find((desk) => desk.key === 'parkReview')!;

/** Whose figures dataBoard1 shows (docs/dashboard.md): one enterprise, the park's enterprises, or the province's. */
export type OwnScope = { kind: 'enterprise'; enterpriseId: number } | { kind: 'park' } | { kind: 'province' };

/**
 * The viewer's scope, by the access policy the lists follow: an enterprise user reaches its own
 * enterprise; management reaches every enterprise, and the park desk works the park's
 * enterprises, as its desk lists do (credit-record desk-lists, the appeals' park desk).
 */
export function ownScopeOf(me: Principal): OwnScope {
  const reach = reachOf(me, OWN_DASHBOARD);
  if (reach === 'nothing') throw refusalOf(OWN_DASHBOARD);
  if (reach !== 'everything') return { kind: 'enterprise', enterpriseId: reach.enterpriseId };
  return holds(me, PARK_DESK.permission) ? { kind: 'park' } : { kind: 'province' };
}

/** The enterprises of a management scope as a condition on `enterprise` (none: the province). */
export const enterprisesWithin = (scope: 'park' | 'province'): SQL | undefined =>
  scope === 'park' ? eq(enterprises.inPark, true) : undefined;
