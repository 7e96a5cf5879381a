import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { reachOf } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';

/** The messages a user receives: its own, its enterprise's (enterprise users), its desk's. */
export function visibleTo(me: Principal): SQL | undefined {
  const reach = reachOf(me, OWN_ENTERPRISE);
  return or(
    eq(notifications.userId, me.userId),
    typeof reach === 'object' ? eq(notifications.enterpriseId, reach.enterpriseId) : undefined,
    eq(notifications.roleCode, me.roleCode),
  );
}

export const unreadBy = (me: Principal): SQL =>
  sql`not exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${me.userId})`;

export const visibleUnread = (me: Principal) => and(visibleTo(me), unreadBy(me));
