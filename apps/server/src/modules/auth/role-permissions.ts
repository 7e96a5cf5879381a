import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { menus, roleMenus } from '../../db/schema/index.ts';

/**
 * Permission codes of a role: the union of its menus' codes. Cached a few seconds per role so a
 * request costs no extra query, yet a menu taken from a role is refused by the API almost at
 * once on every instance; changes made here clear the cache immediately.
 */
const TTL_MS = 5_000;
const caches = perDatabase(() => new Map<number, { at: number; permissions: ReadonlySet<string> }>());

export async function rolePermissions(db: Database, roleId: number): Promise<ReadonlySet<string>> {
  const cache = caches.of(db);
  const hit = cache.get(roleId);
  if (hit && Date.now() - hit.at < TTL_MS) return hit.permissions;
  const rows = await db
    .select({ permission: sql<string>`unnest(${menus.permissions})` })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(eq(roleMenus.roleId, roleId));
  const permissions = new Set(rows.map((r) => r.permission));
  cache.set(roleId, { at: Date.now(), permissions });
  return permissions;
}

export function forgetRolePermissions(db: Database): void {
  caches.forget(db);
}
