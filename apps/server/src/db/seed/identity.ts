import { count } from 'drizzle-orm';
import type { Database } from '../client.ts';
import { menus, roleMenus, roles } from '../schema/index.ts';
import { MENU_TREE, ROLES, type MenuSeed, type RoleCode } from './desks.ts';

/** Seeds the roles and the menu tree on a database without roles (base data, not demo data). */
export async function seedIdentityIfEmpty(db: Database): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(roles);
  if ((row?.n ?? 0) > 0) return false;
  await db.transaction(async (tx) => {
    const inserted = await tx
      .insert(roles)
      .values(ROLES.map((r) => ({ code: r.code, name: r.name, builtin: true })))
      .returning({ id: roles.id, code: roles.code });
    const roleId = new Map(inserted.map((r) => [r.code as RoleCode, r.id]));

    async function insertMenu(seed: MenuSeed, parentId: number | null, sortOrder: number): Promise<Set<RoleCode>> {
      const [menu] = await tx
        .insert(menus)
        .values({
          parentId,
          menuName: seed.menuName,
          menuIcon: seed.menuIcon,
          menuUrl: seed.menuUrl ?? '',
          sortOrder,
          permissions: seed.permissions ?? [],
        })
        .returning({ id: menus.id });
      if (!menu) throw new Error('menu insert returned nothing');
      const holders = new Set<RoleCode>(seed.roles ?? []);
      for (const [index, child] of (seed.children ?? []).entries()) {
        for (const code of await insertMenu(child, menu.id, index + 1)) holders.add(code);
      }
      // A group belongs to every role that holds one of its children.
      const values = [...holders].map((code) => ({ roleId: roleId.get(code) ?? 0, menuId: menu.id }));
      if (values.length > 0) await tx.insert(roleMenus).values(values);
      return holders;
    }
    for (const [index, seed] of MENU_TREE.entries()) await insertMenu(seed, null, index + 1);
  });
  return true;
}
