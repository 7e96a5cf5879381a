import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menus, roleMenus } from '../../db/schema/index.ts';

export interface UserMenu {
  menuName: string;
  menuIcon: string;
  menuUrl: string;
  subMenus: UserMenu[];
}

/** The visible menus of a role as the tree `GET /api/user` answers (spec §7), in menu order. */
export async function menusOfRole(db: Database, roleId: number): Promise<UserMenu[]> {
  const rows = await db
    .select({
      id: menus.id,
      parentId: menus.parentId,
      menuName: menus.menuName,
      menuIcon: menus.menuIcon,
      menuUrl: menus.menuUrl,
    })
    .from(roleMenus)
    .innerJoin(menus, eq(menus.id, roleMenus.menuId))
    .where(and(eq(roleMenus.roleId, roleId), eq(menus.visible, true)))
    .orderBy(asc(menus.sortOrder), asc(menus.id));
  const byParent = new Map<number | null, typeof rows>();
  for (const row of rows) byParent.set(row.parentId, [...(byParent.get(row.parentId) ?? []), row]);
  const present = new Set(rows.map((r) => r.id));
  const build = (parentId: number | null): UserMenu[] =>
    (byParent.get(parentId) ?? []).map((row) => ({
      menuName: row.menuName,
      menuIcon: row.menuIcon,
      menuUrl: row.menuUrl,
      subMenus: build(row.id),
    }));
  // A menu whose parent the role lacks (or that is hidden) is shown at the top level rather than lost.
  const orphans = rows.filter((r) => r.parentId !== null && !present.has(r.parentId)).map((r) => r.parentId);
  return [...build(null), ...[...new Set(orphans)].flatMap((parentId) => build(parentId))];
}
