import { yesNoLabel, type MenuForm } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menus } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { Executor } from '../../db/client.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import type { Principal } from '../auth/principal.ts';
import { forgetRolePermissions } from '../auth/role-permissions.ts';
import { assertAdminKeepsSystem } from './admin-lockout.ts';
import { allMenus, childCount, findMenu, subtreeIds, type MenuRow } from './menu-queries.ts';

type MenuFields = Omit<MenuRow, 'id'>;

const MENU_FIELDS: readonly TrackedField<MenuFields>[] = [
  { key: 'menuName', label: '名称' },
  { key: 'menuIcon', label: '图标' },
  { key: 'menuUrl', label: '路由' },
  { key: 'parentId', label: '上级菜单编号' },
  { key: 'sortOrder', label: '排序' },
  { key: 'permissions', label: '权限编码', show: (codes) => (codes as string[]).join(', ') },
  { key: 'visible', label: '显示', show: (visible) => yesNoLabel(visible) },
];

const menuNotFound = () => new AppError('菜单不存在', { statusCode: 404 });
const fieldsOf = ({ id: _id, ...fields }: MenuRow): MenuFields => fields;

async function checkPlacement(tx: Executor, form: MenuForm, self?: MenuRow): Promise<void> {
  const all = await allMenus(tx);
  if (form.parentId !== null) {
    const parent = all.find((m) => m.id === form.parentId);
    if (!parent) throw new AppError('上级菜单不存在', { fieldErrors: { parentId: '上级菜单不存在' } });
    if (self && subtreeIds(all, self.id).has(parent.id)) {
      throw new AppError('上级菜单不能是本菜单或其下级菜单', {
        fieldErrors: { parentId: '上级菜单不能是本菜单或其下级菜单' },
      });
    }
    if (parent.menuUrl !== '') {
      throw new AppError('上级菜单须为菜单分组（不指向页面）', {
        fieldErrors: { parentId: '上级菜单须为菜单分组（不指向页面）' },
      });
    }
  }
  if (form.menuUrl !== '' && all.some((m) => m.menuUrl === form.menuUrl && m.id !== self?.id)) {
    throw new AppError('该页面已有菜单', { fieldErrors: { menuUrl: '该页面已有菜单' } });
  }
  if (self && form.menuUrl !== '' && all.some((m) => m.parentId === self.id)) {
    throw new AppError('有下级菜单的菜单是分组，不能指向页面', {
      fieldErrors: { menuUrl: '有下级菜单的菜单是分组，不能指向页面' },
    });
  }
}

export function listMenus(db: Database): Promise<MenuRow[]> {
  return allMenus(db);
}

export async function createMenu(db: Database, actor: Principal, form: MenuForm): Promise<MenuRow> {
  const created = await db.transaction(async (tx) => {
    await checkPlacement(tx, form);
    const [row] = await tx.insert(menus).values(form).returning();
    if (!row) throw new Error('menu insert returned nothing');
    await recordOperation(tx, actor, {
      kind: 'menu',
      objectId: row.id,
      label: row.menuName,
      action: '新增',
      after: fieldValues(MENU_FIELDS, form),
    });
    return row;
  });
  forgetRolePermissions(db);
  return created;
}

export async function updateMenu(db: Database, actor: Principal, id: number, form: MenuForm): Promise<MenuRow> {
  const updated = await db.transaction(async (tx) => {
    const before = await findMenu(tx, id);
    if (!before) throw menuNotFound();
    await checkPlacement(tx, form, before);
    const [row] = await tx.update(menus).set(form).where(eq(menus.id, id)).returning();
    if (!row) throw menuNotFound();
    await assertAdminKeepsSystem(tx);
    await recordOperation(tx, actor, {
      kind: 'menu',
      objectId: id,
      label: row.menuName,
      action: '修改',
      ...changedValues(MENU_FIELDS, fieldsOf(before), form),
    });
    return row;
  });
  forgetRolePermissions(db);
  return updated;
}

export async function deleteMenu(db: Database, actor: Principal, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await findMenu(tx, id);
    if (!before) throw menuNotFound();
    if ((await childCount(tx, id)) > 0) throw new AppError('该菜单下有子菜单，请先删除子菜单');
    await tx.delete(menus).where(eq(menus.id, id));
    await assertAdminKeepsSystem(tx);
    await recordOperation(tx, actor, {
      kind: 'menu',
      objectId: id,
      label: before.menuName,
      action: '删除',
      before: fieldValues(MENU_FIELDS, fieldsOf(before)),
    });
  });
  forgetRolePermissions(db);
}
