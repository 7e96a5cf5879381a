import { and, eq, sql } from 'drizzle-orm';
import { menus, roleMenus, roles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import type { Executor } from '../../db/client.ts';

export const SUPER_ADMIN_ROLE = 'superAdmin';

/** What the super administrator needs to undo any change made here: menus, roles and users. */
const SYSTEM_PERMISSIONS: readonly string[] = [PERMISSIONS.systemMenu, PERMISSIONS.systemRole, PERMISSIONS.systemUser];

export const KEEP_SYSTEM_MESSAGE = '超级管理员必须保留系统管理（菜单管理、角色管理、用户管理）';

/**
 * Refuses a change (made in `tx`, rolled back by the throw) after which the super administrator
 * would no longer see the 系统管理 screens: they would lock themselves out.
 */
export async function assertAdminKeepsSystem(tx: Executor): Promise<void> {
  const rows = await tx
    .select({ permission: sql<string>`unnest(${menus.permissions})` })
    .from(roleMenus)
    .innerJoin(roles, eq(roles.id, roleMenus.roleId))
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roles.code, SUPER_ADMIN_ROLE), eq(menus.visible, true), sql`${menus.menuUrl} <> ''`));
  const held = new Set(rows.map((r) => r.permission));
  if (SYSTEM_PERMISSIONS.some((code) => !held.has(code))) throw new AppError(KEEP_SYSTEM_MESSAGE);
}
