import type { RoleForm } from '@credit/rules';
import { and, eq, ne, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roleMenus, roles } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from '../../db/client.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import { EMPTY_VALUE, type TrackedField } from '../../platform/history/index.ts';
import { forgetPrincipals, type Principal } from '../auth/principal.ts';
import { forgetRolePermissions } from '../auth/role-permissions.ts';
import { assertAdminKeepsSystem } from './admin-lockout.ts';
import { allMenus } from './menu-queries.ts';
import { findRole, menuIdsOfRole, roleList, usersWithRole, type RoleRow } from './role-queries.ts';

const ROLE_FIELDS: readonly TrackedField<RoleForm>[] = [
  { key: 'name', label: '名称' },
  { key: 'code', label: '编码' },
];

const roleNotFound = () => new AppError('角色不存在', { statusCode: 404 });
const roleObject = (role: Pick<RoleRow, 'id' | 'name'>) => ({ kind: 'role', objectId: role.id, label: role.name });

async function checkUnique(tx: Executor, form: RoleForm, selfId?: number): Promise<void> {
  const clash = await tx
    .select({ name: roles.name, code: roles.code })
    .from(roles)
    .where(and(or(eq(roles.name, form.name), eq(roles.code, form.code)), selfId ? ne(roles.id, selfId) : undefined));
  if (clash.some((r) => r.name === form.name)) {
    throw new AppError('角色名称已存在', { fieldErrors: { name: '角色名称已存在' } });
  }
  if (clash.some((r) => r.code === form.code)) {
    throw new AppError('角色编码已存在', { fieldErrors: { code: '角色编码已存在' } });
  }
}

export function listRoles(db: Database) {
  return roleList(db);
}

export async function createRole(db: Database, actor: Principal, form: RoleForm): Promise<RoleRow> {
  return db.transaction(async (tx) => {
    await checkUnique(tx, form);
    const [row] = await tx.insert(roles).values(form).returning();
    if (!row) throw new Error('role insert returned nothing');
    await recordOperation(tx, actor, { ...roleObject(row), action: '新增', after: fieldValues(ROLE_FIELDS, form) });
    return row;
  });
}

export async function updateRole(db: Database, actor: Principal, id: number, form: RoleForm): Promise<RoleRow> {
  const updated = await db.transaction(async (tx) => {
    const before = await findRole(tx, id);
    if (!before) throw roleNotFound();
    // Seeds, sign-in provisioning and the lock-out rule find the built-in roles by their code.
    if (before.builtin && before.code !== form.code) {
      throw new AppError('内置角色的编码不能修改', { fieldErrors: { code: '内置角色的编码不能修改' } });
    }
    await checkUnique(tx, form, id);
    const [row] = await tx.update(roles).set(form).where(eq(roles.id, id)).returning();
    if (!row) throw roleNotFound();
    await recordOperation(tx, actor, {
      ...roleObject(row),
      action: '修改',
      ...changedValues(ROLE_FIELDS, before, form),
    });
    return row;
  });
  // Signed-in principals carry the role's name and code.
  forgetPrincipals(db);
  return updated;
}

export async function deleteRole(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findRole(tx, id);
    if (!before) throw roleNotFound();
    if (before.builtin) throw new AppError('内置角色不能删除');
    if ((await usersWithRole(tx, id)) > 0) throw new AppError('该角色下还有用户，不能删除');
    await tx.delete(roles).where(eq(roles.id, id));
    await recordOperation(tx, actor, {
      ...roleObject(before),
      action: '删除',
      before: fieldValues(ROLE_FIELDS, before),
    });
  });
  forgetRolePermissions(db);
}

export async function roleMenuIds(db: Database, id: number): Promise<number[]> {
  if (!(await findRole(db, id))) throw roleNotFound();
  return menuIdsOfRole(db, id);
}

/**
 * Gives a role exactly these menus. The parents of every chosen menu come along (the tree's
 * half-checked groups), so the role's side menu never loses a page's group.
 */
export async function assignRoleMenus(
  db: Database,
  actor: Principal,
  id: number,
  menuIds: number[],
): Promise<number[]> {
  const assigned = await db.transaction(async (tx) => {
    const role = await findRole(tx, id);
    if (!role) throw roleNotFound();
    const all = await allMenus(tx);
    const byId = new Map(all.map((m) => [m.id, m]));
    const unknown = menuIds.filter((menuId) => !byId.has(menuId));
    if (unknown.length > 0) throw new AppError(`菜单不存在：${unknown.join(', ')}`);
    const chosen = new Set<number>();
    for (const menuId of menuIds) {
      for (
        let m = byId.get(menuId);
        m && !chosen.has(m.id);
        m = m.parentId === null ? undefined : byId.get(m.parentId)
      ) {
        chosen.add(m.id);
      }
    }
    const before = new Set(await menuIdsOfRole(tx, id));
    await tx.delete(roleMenus).where(eq(roleMenus.roleId, id));
    if (chosen.size > 0) await tx.insert(roleMenus).values([...chosen].map((menuId) => ({ roleId: id, menuId })));
    await assertAdminKeepsSystem(tx);
    // The menus in tree order, so before and after read alike and a moved menu stands out.
    const names = (ids: ReadonlySet<number>) =>
      all
        .filter((menu) => ids.has(menu.id))
        .map((menu) => menu.menuName)
        .join('、') || EMPTY_VALUE;
    await recordOperation(tx, actor, {
      ...roleObject(role),
      action: '分配菜单',
      before: { 菜单: names(before) },
      after: { 菜单: names(chosen) },
    });
    return [...chosen].sort((a, b) => a - b);
  });
  forgetRolePermissions(db);
  return assigned;
}
