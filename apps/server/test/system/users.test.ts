import { MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, users } from '../../src/db/schema/index.ts';
import { rotateRefreshToken } from '../../src/modules/auth/session-service.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-user.ts';
import { sheetValues } from '../platform/excel-fixtures.ts';
import { lastOperation, roleIdOf, signedIn, usernameOf, type Envelope } from './system-fixtures.ts';

interface UserRow {
  id: number;
  username: string;
  kind: string;
  kindDescription: string;
  roleName: string;
  enabled: boolean;
  enabledDescription: string;
}
interface Page<T> {
  pageData: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  t = await buildTestApp();
  admin = await signedIn(t, 'superAdmin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object, headers = admin.headers) =>
  t.app.inject({ method, url, headers, payload });
const page = async (query: string) =>
  (await call('GET', `/api/system/users/page?${query}`)).json<Envelope<Page<UserRow>>>().extraData;

describe('用户管理 API', () => {
  it('pages management users only, filtered by name, role and state', async () => {
    const enterpriseUser = await createTestUser(t.db, 'enterprise');
    const parkUser = await createTestUser(t.db, 'park');
    await createTestUser(t.db, 'park');
    const all = await page('pageIndex=1&pageSize=100');
    expect(all.pageData.map((u) => u.id)).not.toContain(enterpriseUser);
    expect(all.pageData.every((u) => ['manage', 'admin'].includes(u.kind))).toBe(true);

    const parkRole = await roleIdOf(t, 'park');
    const park = await page(`roleId=${parkRole}&pageSize=1`);
    expect(park).toMatchObject({ totalCount: 2, pageIndex: 1, pageSize: 1 });
    expect(park.pageData[0]).toMatchObject({
      roleName: '园区',
      kindDescription: '管理用户',
      enabledDescription: '启用',
    });

    const byName = await page(`name=${await usernameOf(t, parkUser)}`);
    expect(byName.pageData.map((u) => u.id)).toEqual([parkUser]);
    expect((await page('enabled=0')).totalCount).toBe(0);

    const bad = await call('GET', '/api/system/users/page?enabled=2&roleId=x');
    expect(bad.statusCode).toBe(400);
  });

  it('refuses callers without system:user', async () => {
    const desk = await signedIn(t, 'deptLeader');
    expect((await call('GET', '/api/system/users/page', undefined, desk.headers)).statusCode).toBe(403);
    expect(
      (await call('PUT', `/api/system/users/${desk.userId}/enabled`, { enabled: false }, desk.headers)).statusCode,
    ).toBe(403);
  });

  it('offers every role but the enterprises’ own', async () => {
    const res = await call('GET', '/api/system/users/roles');
    const codes = res.json<Envelope<{ code: string }[]>>().extraData.map((r) => r.code);
    expect(codes).toContain('deptRegister');
    expect(codes).not.toContain('enterprise');
  });

  it('disabling ends the user’s sessions at once; enabling lets them sign in again', async () => {
    const desk = await signedIn(t, 'deptRegister');
    expect((await call('GET', '/api/account/info', undefined, desk.headers)).statusCode).toBe(200);
    const res = await call('PUT', `/api/system/users/${desk.userId}/enabled`, { enabled: false });
    expect(res.json()).toMatchObject({ success: true, message: '停用成功！' });
    const refused = await call('GET', '/api/account/info', undefined, desk.headers);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ Code: 401, Message: MSG.loginExpired });
    await expect(
      rotateRefreshToken(t.db, t.app.tokens, desk.session.refreshToken, { idleMinutes: 30 }),
    ).rejects.toThrow(MSG.accountExpired);
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, desk.session.sessionId));
    expect(session).toMatchObject({ revokedReason: 'disabled' });
    expect(await lastOperation(t)).toMatchObject({
      objectKind: 'user',
      action: '停用',
      before: { 状态: '启用' },
      after: { 状态: '停用' },
      userId: admin.userId,
    });

    await call('PUT', `/api/system/users/${desk.userId}/enabled`, { enabled: true });
    expect(await lastOperation(t)).toMatchObject({ action: '启用' });
    const [row] = await t.db.select({ enabled: users.enabled }).from(users).where(eq(users.id, desk.userId));
    expect(row?.enabled).toBe(true);
  });

  it('the administrator cannot disable himself or change his own role', async () => {
    const self = await call('PUT', `/api/system/users/${admin.userId}/enabled`, { enabled: false });
    expect(self.statusCode).toBe(400);
    expect(self.json<Envelope<unknown>>().message).toBe('不能停用自己的账号');
    const role = await call('PUT', `/api/system/users/${admin.userId}/role`, { roleId: await roleIdOf(t, 'park') });
    expect(role.json<Envelope<unknown>>().message).toBe('不能修改自己的角色');
    expect((await call('GET', '/api/account/info')).statusCode).toBe(200);
  });

  it('changes a user’s role, which changes what they may call', async () => {
    const desk = await signedIn(t, 'unassigned');
    expect((await call('GET', '/api/enterprise/page', undefined, desk.headers)).statusCode).toBe(403);
    const res = await call('PUT', `/api/system/users/${desk.userId}/role`, {
      roleId: await roleIdOf(t, 'firstReview'),
    });
    expect(res.json()).toMatchObject({ success: true, message: MSG.edited });
    expect(await lastOperation(t)).toMatchObject({
      action: '修改',
      before: { 角色: '未分配' },
      after: { 角色: '初审' },
    });
    expect((await call('GET', '/api/enterprise/page', undefined, desk.headers)).statusCode).toBe(200);

    const toEnterprise = await call('PUT', `/api/system/users/${desk.userId}/role`, {
      roleId: await roleIdOf(t, 'enterprise'),
    });
    expect(toEnterprise.json<Envelope<unknown>>().errors).toEqual({ roleId: '请选择管理用户的角色' });
    const missing = await call('PUT', `/api/system/users/${desk.userId}/role`, {});
    expect(missing.json<Envelope<unknown>>().errors).toEqual({ roleId: '请选择角色' });
    const enterpriseUser = await createTestUser(t.db, 'enterprise');
    const notManaged = await call('PUT', `/api/system/users/${enterpriseUser}/enabled`, { enabled: false });
    expect(notManaged.statusCode).toBe(404);
  });

  it('exports the filtered list as a real xlsx', async () => {
    const parkRole = await roleIdOf(t, 'park');
    const res = await call('GET', `/api/system/users/page?format=xlsx&roleId=${parkRole}&pageSize=1000000`);
    expect(res.statusCode).toBe(200);
    expect(decodeURIComponent(String(res.headers['content-disposition']))).toMatch(/用户管理\d{14}\.xlsx/);
    const rows = await sheetValues(res.rawPayload);
    expect(rows[0]).toEqual(['用户名', '姓名', '用户类型', '角色', '状态', '最近登录', '创建时间']);
    expect(rows.length).toBe(1 + (await page(`roleId=${parkRole}`)).totalCount);
    expect(rows[1]?.slice(2, 5)).toEqual(['管理用户', '园区', '启用']);
  });
});
