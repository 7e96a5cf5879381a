import { and, eq, or, sql, type SQL } from 'drizzle-orm';
import { notificationReads, notifications } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';

/** The messages a user receives: its own, its enterprise's (enterprise users), its desk's. */
export const visibleTo = (me: Principal): SQL | undefined =>
  or(
    eq(notifications.userId, me.userId),
    me.kind === 'enterprise' && me.enterpriseId !== null ? eq(notifications.enterpriseId, me.enterpriseId) : undefined,
    eq(notifications.roleCode, me.roleCode),
  );

export const unreadBy = (me: Principal): SQL =>
  sql`not exists (select 1 from ${notificationReads} where ${notificationReads.notificationId} = ${notifications.id} and ${notificationReads.userId} = ${me.userId})`;

export const visibleUnread = (me: Principal) => and(visibleTo(me), unreadBy(me));
