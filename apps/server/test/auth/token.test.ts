import { MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, users } from '../../src/db/schema/index.ts';
import { ensureSuperAdmin } from '../../src/modules/auth/super-admin.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

const PASSWORD = 'Admin12345';
let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await ensureSuperAdmin(t.db, { adminPassword: PASSWORD, dataDir: t.dataDir }, { info: () => undefined });
});
afterAll(() => t.close());

const form = (fields: Record<string, string>) => ({
  method: 'POST' as const,
  url: '/oauth/token',
  headers: { 'content-type': 'application/x-www-form-urlencoded' },
  payload: new URLSearchParams(fields).toString(),
});
type TokenBody = { access_token: string; refresh_token: string; token_type: string; expires_in: number };

async function signIn(password = PASSWORD) {
  return t.app.inject(form({ grant_type: 'password', username: 'admin', password }));
}

describe('POST /oauth/token, password grant', () => {
  it('answers the OAuth token response and the refresh cookie', async () => {
    const res = await signIn();
    expect(res.statusCode).toBe(200);
    const body = res.json<TokenBody>();
    expect(body).toMatchObject({ token_type: 'Bearer', expires_in: 1800 });
    const cookie = String(res.headers['set-cookie']);
    expect(cookie).toContain('refresh_token=');
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    const user = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${body.access_token}` },
    });
    expect(user.json()).toMatchObject({ success: true, roleName: '超级管理员', passwordMustChange: false });
    const menuUrls = JSON.stringify(user.json());
    expect(menuUrls).toContain('menuControl');
    expect(menuUrls).not.toContain('my-enterprise');
  });

  it('answers an incomplete or unknown form in the OAuth error shape, with the field at fault', async () => {
    const cases: [Record<string, string> | null, string][] = [
      [{ grant_type: 'password', username: 'admin' }, '请输入密码'],
      [{ grant_type: 'password', password: PASSWORD }, '请输入用户名'],
      [{ grant_type: 'password', username: '  ', password: PASSWORD }, '请输入用户名'],
      [{ grant_type: 'client_credentials' }, '不支持的授权类型（grant_type 应为 password 或 refresh_token）'],
      [{}, '不支持的授权类型（grant_type 应为 password 或 refresh_token）'],
    ];
    for (const [fields, description] of cases) {
      const res = await t.app.inject(form(fields ?? {}));
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json()).toEqual({ error: 'invalid_request', error_description: description });
    }
    const noBody = await t.app.inject({ method: 'POST', url: '/oauth/token' });
    expect(noBody.statusCode).toBe(400);
    expect(noBody.json()).toEqual({ error: 'invalid_request', error_description: expect.any(String) as string });
    const badJson = await t.app.inject({
      method: 'POST',
      url: '/oauth/token',
      headers: { 'content-type': 'application/json' },
      payload: '{"grant_type":',
    });
    expect(badJson.statusCode).toBe(400);
    expect(badJson.json()).toEqual({ error: 'invalid_request', error_description: MSG.invalidInput });
  });

  it('refuses a wrong password with error_description, logs it, and locks after five failures', async () => {
    const wrong = await signIn('wrong-password-1');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'invalid_grant', error_description: '用户名或密码错误，还可尝试4次' });
    for (let i = 0; i < 4; i += 1) await signIn('wrong-password-1');
    const locked = await signIn();
    expect(locked.json<{ error_description: string }>().error_description).toMatch(/账号已锁定，请\d+分钟后再试/);
    const rows = await t.db.select().from(loginLogs).where(eq(loginLogs.username, 'admin'));
    expect(rows.filter((r) => !r.success).length).toBeGreaterThanOrEqual(6);
    await t.db.update(users).set({ lockedUntil: null, failedAttempts: 0 }).where(eq(users.username, 'admin'));
  });

  it('refuses an unknown user with the same message', async () => {
    const res = await t.app.inject(form({ grant_type: 'password', username: 'nobody', password: 'x' }));
    expect(res.json()).toEqual({ error: 'invalid_grant', error_description: '用户名或密码错误' });
  });
});

describe('refresh grant', () => {
  it('rotates the refresh token; reusing an old one revokes the whole family', async () => {
    const first = (await signIn()).json<TokenBody>();
    const second = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }));
    expect(second.statusCode).toBe(200);
    const rotated = second.json<TokenBody>();
    expect(rotated.refresh_token).not.toBe(first.refresh_token);

    const replay = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }));
    expect(replay.json()).toEqual({ error: 'invalid_grant', error_description: MSG.accountExpired });
    const afterReplay = await t.app.inject(form({ grant_type: 'refresh_token', refresh_token: rotated.refresh_token }));
    expect(afterReplay.statusCode).toBe(400);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${rotated.access_token}` },
    });
    expect(api.statusCode).toBe(401);
  });

  it('takes the refresh token from the cookie', async () => {
    const first = (await signIn()).json<TokenBody>();
    const res = await t.app.inject({
      ...form({ grant_type: 'refresh_token' }),
      cookies: { refresh_token: first.refresh_token },
    });
    expect(res.statusCode).toBe(200);
  });

  it("prefers the cookie to the form's token, so a tab's stale token does not end the session", async () => {
    const first = (await signIn()).json<TokenBody>();
    // Another tab traded the first token: the cookie now holds the second.
    const second = (
      await t.app.inject({ ...form({ grant_type: 'refresh_token' }), cookies: { refresh_token: first.refresh_token } })
    ).json<TokenBody>();
    const res = await t.app.inject({
      ...form({ grant_type: 'refresh_token', refresh_token: first.refresh_token }),
      cookies: { refresh_token: second.refresh_token },
    });
    expect(res.statusCode).toBe(200);
    const api = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: { authorization: `Bearer ${res.json<TokenBody>().access_token}` },
    });
    expect(api.statusCode).toBe(200);
  });
});

describe('generated initial password', () => {
  it('must be changed before anything but the account page works', async () => {
    const fresh = await buildTestApp();
    await fresh.db.delete(users).where(eq(users.kind, 'admin'));
    await ensureSuperAdmin(fresh.db, { dataDir: fresh.dataDir }, { info: () => undefined });
    const { readFile } = await import('node:fs/promises');
    const generated = (await readFile(`${fresh.dataDir}/admin-password.txt`, 'utf8')).trim().split(' ')[1] ?? '';
    const token = (
      await fresh.app.inject(form({ grant_type: 'password', username: 'admin', password: generated }))
    ).json<TokenBody>().access_token;
    const auth = { authorization: `Bearer ${token}` };
    const blocked = await fresh.app.inject({ method: 'GET', url: '/api/enterprise/page', headers: auth });
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json()).toMatchObject({ message: MSG.changeInitialPassword });

    const mismatch = await fresh.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: auth,
      payload: { oldPassword: generated, newPassword: 'NewPass123', confirmPassword: 'NewPass124' },
    });
    expect(mismatch.json()).toMatchObject({ success: false, errors: { confirmPassword: '两次输入的新密码不一致' } });
    const changed = await fresh.app.inject({
      method: 'PUT',
      url: '/api/account/password',
      headers: auth,
      payload: { oldPassword: generated, newPassword: 'NewPass123', confirmPassword: 'NewPass123' },
    });
    expect(changed.json()).toMatchObject({ success: true, message: MSG.passwordChanged });
    const open = await fresh.app.inject({ method: 'GET', url: '/api/enterprise/page', headers: auth });
    expect(open.statusCode).toBe(200);
    await fresh.close();
  });
});
