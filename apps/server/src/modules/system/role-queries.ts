import { asc, count, eq, sql } from 'drizzle-orm';
import { roleMenus, roles, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

export type RoleRow = typeof roles.$inferSelect;

export function roleList(db: Executor) {
  return db
    .select({
      id: roles.id,
      code: roles.code,
      name: roles.name,
      builtin: roles.builtin,
      userCount: sql<number>`count(${users.id})::int`,
    })
    .from(roles)
    .leftJoin(users, eq(users.roleId, roles.id))
    .groupBy(roles.id)
    .orderBy(asc(roles.id));
}

export async function findRole(db: Executor, id: number): Promise<RoleRow | undefined> {
  const [row] = await db.select().from(roles).where(eq(roles.id, id));
  return row;
}

export async function usersWithRole(db: Executor, roleId: number): Promise<number> {
  const [row] = await db.select({ n: count() }).from(users).where(eq(users.roleId, roleId));
  return row?.n ?? 0;
}

export async function menuIdsOfRole(db: Executor, roleId: number): Promise<number[]> {
  const rows = await db.select({ menuId: roleMenus.menuId }).from(roleMenus).where(eq(roleMenus.roleId, roleId));
  return rows.map((r) => r.menuId).sort((a, b) => a - b);
}
