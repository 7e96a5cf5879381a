import { MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { menus } from '../../src/db/schema/index.ts';
import { KEEP_SYSTEM_MESSAGE } from '../../src/modules/system/admin-lockout.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { lastOperation, roleIdOf, signedIn, type Envelope } from './system-fixtures.ts';

interface MenuRow {
  id: number;
  parentId: number | null;
  menuName: string;
  menuIcon: string;
  menuUrl: string;
  sortOrder: number;
  permissions: string[];
  visible: boolean;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t, 'superAdmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload });
const allMenus = async () => (await call('GET', '/api/system/menus')).json<Envelope<MenuRow[]>>().extraData;
const menuNamed = async (name: string) => {
  const found = (await allMenus()).find((m) => m.menuName === name);
  if (!found) throw new Error(`no menu ${name}`);
  return found;
};

const group = {
  menuName: '测试分组',
  menuIcon: 'AppstoreOutlined',
  menuUrl: '',
  sortOrder: 9,
  permissions: [],
  visible: true,
};

describe('菜单管理 API', () => {
  it('lists every menu with its fields, hidden ones included', async () => {
    const rows = await allMenus();
    const system = rows.find((m) => m.menuName === '系统管理');
    expect(system).toMatchObject({ parentId: null, menuUrl: '', menuIcon: 'SettingOutlined' });
    expect(rows.find((m) => m.menuUrl === 'menuControl')).toMatchObject({
      parentId: system?.id,
      permissions: ['system:menu'],
      visible: true,
    });
  });

  it('refuses other roles', async () => {
    const desk = await signedIn(t, 'deptReview');
    const res = await call('GET', '/api/system/menus', undefined, desk.headers);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ Code: 403, message: MSG.forbidden });
  });

  it('validates name, icon, url, order and permission codes', async () => {
    const res = await call('POST', '/api/system/menus', {
      menuName: ' ',
      menuIcon: 'NoSuchIcon',
      menuUrl: 'not-a-route',
      sortOrder: -1,
      permissions: ['bad code'],
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<Envelope<null>>();
    expect(body.success).toBe(false);
    expect(body.errors).toMatchObject({
      menuName: '请输入菜单名称',
      menuIcon: '请选择菜单图标',
      menuUrl: '请选择系统已有的页面路由',
      sortOrder: '排序须为0到9999之间的整数',
      'permissions.0': '权限编码须为“模块:操作”的形式，如 system:menu',
    });
  });

  it('creates, edits and deletes a menu, writing an audit row for each', async () => {
    const created = await call('POST', '/api/system/menus', group);
    expect(created.json()).toMatchObject({ success: true, message: MSG.added });
    const groupId = created.json<Envelope<MenuRow>>().extraData.id;
    expect(await lastOperation(t)).toMatchObject({
      userId: admin.userId,
      objectKind: 'menu',
      action: '新增',
      objectId: String(groupId),
      objectLabel: '测试分组',
    });

    const child = await call('POST', '/api/system/menus', {
      ...group,
      parentId: groupId,
      menuName: '行为记录',
      menuIcon: 'BookOutlined',
      menuUrl: 'lookform',
      permissions: ['behavior:view', 'behavior:view'],
    });
    const childRow = child.json<Envelope<MenuRow>>().extraData;
    expect(childRow).toMatchObject({ parentId: groupId, menuUrl: 'lookform', permissions: ['behavior:view'] });

    const edited = await call('PUT', `/api/system/menus/${childRow.id}`, {
      ...group,
      parentId: groupId,
      menuName: '行为档案',
      menuIcon: 'BookOutlined',
      menuUrl: 'lookform',
      sortOrder: 3,
      visible: false,
    });
    expect(edited.json()).toMatchObject({
      success: true,
      message: MSG.edited,
      extraData: { menuName: '行为档案', visible: false },
    });
    expect(await lastOperation(t)).toMatchObject({
      action: '修改',
      before: { 名称: '行为记录', 排序: '9', 显示: '是' },
      after: { 名称: '行为档案', 排序: '3', 显示: '否' },
    });

    const refused = await call('DELETE', `/api/system/menus/${groupId}`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json<Envelope<unknown>>().message).toBe('该菜单下有子菜单，请先删除子菜单');

    expect((await call('DELETE', `/api/system/menus/${childRow.id}`)).json()).toMatchObject({
      success: true,
      message: MSG.deletedBang,
    });
    expect((await call('DELETE', `/api/system/menus/${groupId}`)).statusCode).toBe(200);
    expect(await lastOperation(t)).toMatchObject({ action: '删除', objectLabel: '测试分组', after: null });
    expect((await call('DELETE', `/api/system/menus/${groupId}`)).statusCode).toBe(404);
  });

  it('keeps the tree sound: a page is no parent, a url belongs to one menu, no cycles', async () => {
    const page = await menuNamed('登录日志');
    const system = await menuNamed('系统管理');
    const underPage = await call('POST', '/api/system/menus', { ...group, parentId: page.id });
    expect(underPage.json<Envelope<unknown>>().errors).toEqual({ parentId: '上级菜单须为菜单分组（不指向页面）' });
    const duplicateUrl = await call('POST', '/api/system/menus', { ...group, menuUrl: 'loginLog' });
    expect(duplicateUrl.json<Envelope<unknown>>().errors).toEqual({ menuUrl: '该页面已有菜单' });
    const subgroup = (await call('POST', '/api/system/menus', { ...group, parentId: system.id })).json<
      Envelope<MenuRow>
    >().extraData;
    const cycle = await call('PUT', `/api/system/menus/${system.id}`, { ...system, parentId: subgroup.id });
    expect(cycle.json<Envelope<unknown>>().errors).toEqual({ parentId: '上级菜单不能是本菜单或其下级菜单' });
    const groupAsPage = await call('PUT', `/api/system/menus/${system.id}`, { ...system, menuUrl: 'lookform' });
    expect(groupAsPage.json<Envelope<unknown>>().errors).toEqual({ menuUrl: '有下级菜单的菜单是分组，不能指向页面' });
    await call('DELETE', `/api/system/menus/${subgroup.id}`);
  });

  it('changes what roles may call at once', async () => {
    const desk = await signedIn(t, 'deptReview');
    const dashboard = await menuNamed('数据看板');
    const before = await t.app.inject({ method: 'GET', url: '/api/system/menus', headers: desk.headers });
    expect(before.statusCode).toBe(403);
    await call('PUT', `/api/system/menus/${dashboard.id}`, {
      ...dashboard,
      permissions: ['dashboard:view', 'system:menu'],
    });
    const after = await t.app.inject({ method: 'GET', url: '/api/system/menus', headers: desk.headers });
    expect(after.statusCode).toBe(200);
    await call('PUT', `/api/system/menus/${dashboard.id}`, { ...dashboard, permissions: ['dashboard:view'] });
    expect((await t.app.inject({ method: 'GET', url: '/api/system/menus', headers: desk.headers })).statusCode).toBe(
      403,
    );
  });

  it('refuses changes that would lock the super administrator out of 系统管理', async () => {
    const roleControl = await menuNamed('角色管理');
    const hide = await call('PUT', `/api/system/menus/${roleControl.id}`, { ...roleControl, visible: false });
    expect(hide.statusCode).toBe(400);
    expect(hide.json<Envelope<unknown>>().message).toBe(KEEP_SYSTEM_MESSAGE);
    const strip = await call('PUT', `/api/system/menus/${roleControl.id}`, { ...roleControl, permissions: [] });
    expect(strip.json<Envelope<unknown>>().message).toBe(KEEP_SYSTEM_MESSAGE);
    const remove = await call('DELETE', `/api/system/menus/${roleControl.id}`);
    expect(remove.json<Envelope<unknown>>().message).toBe(KEEP_SYSTEM_MESSAGE);
    const [still] = await t.db.select().from(menus).where(eq(menus.id, roleControl.id));
    expect(still).toMatchObject({ visible: true, permissions: ['system:role'] });
    expect(await roleIdOf(t, 'superAdmin')).toBeGreaterThan(0);
  });
});
