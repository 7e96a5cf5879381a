import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menus, roleMenus } from '../../db/schema/index.ts';

/**
 * Permission codes of a role: the union of its menus' codes. Cached a few seconds per role so a
 * request costs no extra query, yet a menu taken from a role is refused by the API almost at
 * once on every instance; changes made here clear the cache immediately.
 */
const TTL_MS = 5_000;
/** By database: role ids of two databases in one process (tests, the bench) name different roles. */
type Cache = Map<number, { at: number; permissions: ReadonlySet<string> }>;
const caches = new WeakMap<Database, Cache>();

export async function rolePermissions(db: Database, roleId: number): Promise<ReadonlySet<string>> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map() as Cache));
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
  caches.delete(db);
}
