import { MSG } from '@credit/rules';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { KEEP_SYSTEM_MESSAGE } from '../../src/modules/system/admin-lockout.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-user.ts';
import { lastOperation, roleIdOf, signedIn, type Envelope } from './system-fixtures.ts';

interface RoleRow {
  id: number;
  code: string;
  name: string;
  builtin: boolean;
  userCount: number;
}
interface MenuRow {
  id: number;
  parentId: number | null;
  menuName: string;
  menuUrl: string;
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
const menuIdsOf = async (roleId: number) =>
  (await call('GET', `/api/system/roles/${roleId}/menus`)).json<Envelope<{ menuIds: number[] }>>().extraData.menuIds;

describe('角色管理 API', () => {
  it('lists the seeded roles with their user counts', async () => {
    const res = await call('GET', '/api/system/roles');
    const rows = res.json<Envelope<RoleRow[]>>().extraData;
    expect(rows.map((r) => r.code)).toEqual(expect.arrayContaining(['enterprise', 'superAdmin', 'unassigned']));
    expect(rows.find((r) => r.code === 'superAdmin')).toMatchObject({ name: '超级管理员', builtin: true });
    expect(rows.find((r) => r.code === 'superAdmin')?.userCount).toBeGreaterThanOrEqual(1);
  });

  it('refuses callers without system:role', async () => {
    const desk = await signedIn(t, 'firstReview');
    expect((await call('GET', '/api/system/roles', undefined, desk.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/system/roles', { name: '审计', code: 'audit' }, desk.headers)).statusCode).toBe(
      403,
    );
  });

  it('validates the name and code and keeps both unique', async () => {
    const empty = await call('POST', '/api/system/roles', { name: '', code: '1x' });
    expect(empty.json<Envelope<unknown>>().errors).toEqual({
      name: '请输入角色名称',
      code: '角色编码须以字母开头，由2到40个字母、数字或下划线组成',
    });
    const nameTaken = await call('POST', '/api/system/roles', { name: '初审', code: 'other' });
    expect(nameTaken.json<Envelope<unknown>>().errors).toEqual({ name: '角色名称已存在' });
    const codeTaken = await call('POST', '/api/system/roles', { name: '别的', code: 'park' });
    expect(codeTaken.json<Envelope<unknown>>().errors).toEqual({ code: '角色编码已存在' });
  });

  it('creates, renames and deletes a role with audit rows', async () => {
    const created = await call('POST', '/api/system/roles', { name: '稽查', code: 'inspector' });
    expect(created.json()).toMatchObject({ success: true, message: MSG.added, extraData: { builtin: false } });
    const id = created.json<Envelope<RoleRow>>().extraData.id;
    expect(await lastOperation(t)).toMatchObject({ action: '新增', after: { 名称: '稽查', 编码: 'inspector' } });
    const renamed = await call('PUT', `/api/system/roles/${id}`, { name: '稽查组', code: 'inspector' });
    expect(renamed.json()).toMatchObject({ success: true, message: MSG.edited, extraData: { name: '稽查组' } });
    expect(await lastOperation(t)).toMatchObject({
      action: '修改',
      before: { 名称: '稽查' },
      after: { 名称: '稽查组' },
    });
    expect((await call('DELETE', `/api/system/roles/${id}`)).json()).toMatchObject({ success: true });
    expect(await lastOperation(t)).toMatchObject({
      objectKind: 'role',
      action: '删除',
      objectId: String(id),
      objectLabel: '稽查组',
    });
    expect((await call('PUT', `/api/system/roles/${id}`, { name: 'x1', code: 'x1' })).statusCode).toBe(404);
  });

  it('deletes a role only while nobody holds it, and never a built-in one', async () => {
    const id = (await call('POST', '/api/system/roles', { name: '临时', code: 'temporary' })).json<Envelope<RoleRow>>()
      .extraData.id;
    await createTestUser(t.db, 'temporary');
    const held = await call('DELETE', `/api/system/roles/${id}`);
    expect(held.statusCode).toBe(400);
    expect(held.json<Envelope<unknown>>().message).toBe('该角色下还有用户，不能删除');
    const builtin = await call('DELETE', `/api/system/roles/${await roleIdOf(t, 'park')}`);
    expect(builtin.json<Envelope<unknown>>().message).toBe('内置角色不能删除');
    const recode = await call('PUT', `/api/system/roles/${await roleIdOf(t, 'park')}`, {
      name: '园区',
      code: 'garden',
    });
    expect(recode.json<Envelope<unknown>>().errors).toEqual({ code: '内置角色的编码不能修改' });
  });

  it('assigns menus by tree: parents come along and permissions follow at once', async () => {
    const menus = await allMenus();
    const loginLog = menus.find((m) => m.menuUrl === 'loginLog');
    const system = menus.find((m) => m.menuName === '系统管理');
    const roleId = (await call('POST', '/api/system/roles', { name: '日志审计', code: 'logAuditor' })).json<
      Envelope<RoleRow>
    >().extraData.id;
    const user = await createTestUser(t.db, 'logAuditor');
    const { startSession } = await import('../../src/modules/auth/session-service.ts');
    const session = await startSession(t.db, t.app.tokens, { userId: user, provider: 'manage' });
    const headers = { authorization: `Bearer ${session.accessToken}` };
    expect((await call('GET', '/api/system/loginlogs/page', undefined, headers)).statusCode).toBe(403);

    const assigned = await call('PUT', `/api/system/roles/${roleId}/menus`, { menuIds: [loginLog?.id] });
    expect(assigned.json()).toMatchObject({ success: true, message: MSG.savedBang });
    expect(await menuIdsOf(roleId)).toEqual([system?.id, loginLog?.id].sort((a = 0, b = 0) => a - b));
    expect(await lastOperation(t)).toMatchObject({
      action: '分配菜单',
      before: { 菜单: '（空）' },
      after: { 菜单: '登录日志、系统管理' },
    });
    expect((await call('GET', '/api/system/loginlogs/page', undefined, headers)).statusCode).toBe(200);
    const userMenus = await call('GET', '/api/user', undefined, headers);
    expect(userMenus.json<{ menus: unknown }>().menus).toEqual([
      {
        menuName: '系统管理',
        menuIcon: 'SettingOutlined',
        menuUrl: '',
        subMenus: [expect.objectContaining({ menuUrl: 'loginLog' })],
      },
    ]);

    await call('PUT', `/api/system/roles/${roleId}/menus`, { menuIds: [] });
    expect(await lastOperation(t)).toMatchObject({ before: { 菜单: '登录日志、系统管理' }, after: { 菜单: '（空）' } });
    expect((await call('GET', '/api/system/loginlogs/page', undefined, headers)).statusCode).toBe(403);
  });

  it('refuses unknown menus and taking 系统管理 from the super administrator', async () => {
    const superAdmin = await roleIdOf(t, 'superAdmin');
    const unknown = await call('PUT', `/api/system/roles/${superAdmin}/menus`, { menuIds: [999999] });
    expect(unknown.json<Envelope<unknown>>().message).toBe('菜单不存在：999999');
    const before = await menuIdsOf(superAdmin);
    const menus = await allMenus();
    const withoutUsers = before.filter((id) => menus.find((m) => m.id === id)?.menuUrl !== 'userControl');
    const res = await call('PUT', `/api/system/roles/${superAdmin}/menus`, { menuIds: withoutUsers });
    expect(res.statusCode).toBe(400);
    expect(res.json<Envelope<unknown>>().message).toBe(KEEP_SYSTEM_MESSAGE);
    expect(await menuIdsOf(superAdmin)).toEqual(before);
    const invalid = await call('PUT', `/api/system/roles/${superAdmin}/menus`, { menuIds: 'all' });
    expect(invalid.json<Envelope<unknown>>().errors).toEqual({ menuIds: '请选择菜单' });
  });
});
