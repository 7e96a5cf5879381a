import { BUILTIN_MENUS, ROLES, type MenuSeed, type RoleCode } from '@credit/rules';
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../client.ts';
import { builtinApplied, menus, roleMenus, roles } from '../schema/index.ts';

/** Serialises the reconciliation of instances starting together. */
export const RECONCILE_LOCK = 1_794_037;

/** What the reconciliation reads of a menu. */
const MENU_COLUMNS = {
  id: menus.id,
  parentId: menus.parentId,
  menuName: menus.menuName,
  menuUrl: menus.menuUrl,
  sortOrder: menus.sortOrder,
  permissions: menus.permissions,
};
type ExistingMenu = Pick<typeof menus.$inferSelect, keyof typeof MENU_COLUMNS>;

/** A built-in menu's ledger key: its url, or a group's name. */
const menuKey = (seed: MenuSeed) => (seed.menuUrl ? seed.menuUrl : `group:${seed.menuName}`);

/** The roles of a menu: its own, or for a group every role holding one of its children. */
const rolesOf = (seed: MenuSeed): Set<RoleCode> =>
  new Set([...(seed.roles ?? []), ...(seed.children ?? []).flatMap((child) => [...rolesOf(child)])]);

/**
 * Adds to the database the built-in roles, menus, menu permissions and role grants it has never
 * had (docs/roles-and-menus.md): on an empty database all of them, on a running platform what a
 * release added. What the ledger holds is never applied again, so a menu, permission or grant an
 * administrator removed stays removed; a built-in menu the platform already holds is adopted as
 * it is, with its permissions and grants. Idempotent, in one transaction.
 */
export async function reconcileBuiltins(db: Database): Promise<void> {
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${RECONCILE_LOCK})`);
    const applied = new Set((await tx.select({ key: builtinApplied.key }).from(builtinApplied)).map((row) => row.key));
    const fresh: string[] = [];
    const record = (key: string) => {
      if (applied.has(key)) return false;
      applied.add(key);
      fresh.push(key);
      return true;
    };

    const roleId = await reconcileRoles(tx, record);
    const existing = await tx.select(MENU_COLUMNS).from(menus);
    const grants = new Set(
      (await tx.select({ roleId: roleMenus.roleId, menuId: roleMenus.menuId }).from(roleMenus)).map(
        (grant) => `${grant.roleId}:${grant.menuId}`,
      ),
    );

    const find = (seed: MenuSeed, parentId: number | null) =>
      seed.menuUrl
        ? existing.find((menu) => menu.menuUrl === seed.menuUrl)
        : existing.find((menu) => menu.menuUrl === '' && menu.parentId === parentId && menu.menuName === seed.menuName);

    async function reconcile(seed: MenuSeed, parentId: number | null): Promise<void> {
      const key = menuKey(seed);
      let menu = find(seed, parentId);
      const adopted = !applied.has(`menu:${key}`) && menu !== undefined;
      if (record(`menu:${key}`) && !menu) menu = await insertMenu(tx, seed, parentId, existing);
      if (!menu) return; // removed by an administrator
      // A menu found as it is keeps its permissions and grants: the ledger takes them as applied.
      for (const code of seed.permissions ?? []) {
        if (record(`permission:${key}:${code}`) && !adopted && !menu.permissions.includes(code)) {
          menu.permissions.push(code);
          await tx.execute(
            sql`update ${menus} set permissions = array_append(${menus.permissions}, ${code}) where ${menus.id} = ${menu.id}`,
          );
        }
      }
      for (const role of rolesOf(seed)) {
        const id = roleId.get(role);
        if (id === undefined || !record(`grant:${role}:${key}`) || adopted || grants.has(`${id}:${menu.id}`)) continue;
        grants.add(`${id}:${menu.id}`);
        await tx.insert(roleMenus).values({ roleId: id, menuId: menu.id }).onConflictDoNothing();
      }
      for (const child of seed.children ?? []) await reconcile(child, menu.id);
    }
    for (const seed of BUILTIN_MENUS) await reconcile(seed, null);

    if (fresh.length > 0)
      await tx
        .insert(builtinApplied)
        .values(fresh.map((key) => ({ key })))
        .onConflictDoNothing();
  });
}

/** The built-in roles, added when missing; their ids by code. */
async function reconcileRoles(tx: Executor, record: (key: string) => boolean): Promise<Map<RoleCode, number>> {
  for (const role of ROLES)
    if (record(`role:${role.code}`))
      await tx
        .insert(roles)
        .values({ code: role.code, name: role.name, builtin: true })
        .onConflictDoNothing({ target: roles.code });
  const rows = await tx.select({ id: roles.id, code: roles.code }).from(roles);
  return new Map(rows.map((row) => [row.code as RoleCode, row.id]));
}

/** A built-in menu new to the database, after its siblings. */
async function insertMenu(
  tx: Executor,
  seed: MenuSeed,
  parentId: number | null,
  existing: ExistingMenu[],
): Promise<ExistingMenu> {
  const siblings = existing.filter((menu) => menu.parentId === parentId);
  const sortOrder = Math.max(0, ...siblings.map((menu) => menu.sortOrder)) + 1;
  const [menu] = await tx
    .insert(menus)
    .values({
      parentId,
      menuName: seed.menuName,
      menuIcon: seed.menuIcon,
      menuUrl: seed.menuUrl ?? '',
      sortOrder,
      permissions: [...(seed.permissions ?? [])],
    })
    .returning(MENU_COLUMNS);
  if (!menu) throw new Error('menu insert returned nothing');
  existing.push(menu);
  return menu;
}
