import { MSG } from '@credit/rules';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loginLogs, users } from '../../src/db/schema/index.ts';
import { ACCOUNT_DISABLED } from '../../src/modules/auth/sso-provisioning.ts';
import { SIGN_IN_FAILED } from '../../src/modules/auth/sso-routes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { SsoBrowser } from '../helpers/sso-browser.ts';
import { freePort } from '../../scripts/cluster/child-process.ts';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await buildTestApp({ seed: true, env: { PUBLIC_URL: baseUrl, DEMO_PASSWORD: 'Demo@123456' } });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

/** From /login's button to the callback page's query, signing in at the provider's form. */
async function signIn(kind: 'enterprise' | 'manage', username: string, password = 'Demo@123456') {
  const browser = new SsoBrowser(baseUrl);
  const callback = kind === 'enterprise' ? '/enterPriseTable' : '/manageTable';
  const toForm = await browser.follow(`/account/login/${kind}`);
  expect(toForm.url).toMatch(new RegExp(`/idp/${kind}/interaction/[\\w-]+$`));
  const page = await toForm.response.text();
  expect(page).toContain('name="username"');
  expect(page).toContain('name="password"');
  const wrong = await browser.fetch(toForm.url, { form: { username, password: 'wrong-password' } });
  expect(await wrong.text()).toContain('用户名或密码错误');
  const back = await browser.follow(toForm.url, new RegExp(`${callback}\\?`), { form: { username, password } });
  expect(back.url).toContain(`${baseUrl}${callback}?`);
  const query = new URL(back.url).searchParams;
  expect(query.get('code')).toBeTruthy();
  const exchange = await browser.fetch(`/account/get${kind}user?${query.toString()}`);
  return { browser, exchange, query };
}

async function currentUser(token: string) {
  const response = await fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { roleName?: string; userName?: string } };
}

describe('enterprise sign-in through the local provider', () => {
  it('provisions qiye1, linked to its enterprise, and answers a working token with the refresh cookie', async () => {
    const { exchange, browser } = await signIn('enterprise', 'qiye1');
    expect(exchange.status).toBe(200);
    const { success, token } = (await exchange.json()) as { success: boolean; token: string };
    expect(success).toBe(true);
    expect(browser.cookies.get('refresh_token')).toBeTruthy();
    expect((await currentUser(token)).body.roleName).toBe('企业');
    const [user] = await t.db.select().from(users).where(eq(users.username, 'qiye1'));
    expect(user).toMatchObject({
      kind: 'enterprise',
      enterpriseId: 1,
      issuer: `${baseUrl}/idp/enterprise`,
      subject: 'qiye1',
    });
    const single = await fetch(`${baseUrl}/api/enterprise/single`, { headers: { authorization: `Bearer ${token}` } });
    expect(((await single.json()) as { extraData: { id: number } }).extraData.id).toBe(1);
    const foreign = await fetch(`${baseUrl}/api/enterprise/single?id=2`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(foreign.status).toBe(403);
  });

  it('keys users by issuer and subject: a second sign-in reuses the user', async () => {
    await signIn('enterprise', 'qiye2');
    await signIn('enterprise', 'qiye2');
    expect(await t.db.select().from(users).where(eq(users.username, 'qiye2'))).toHaveLength(1);
  });

  it('refuses a code presented twice and a state that does not match', async () => {
    const { browser, query } = await signIn('enterprise', 'qiye1');
    const replay = await browser.fetch(`/account/getenterpriseuser?${query.toString()}`);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toMatchObject({ success: false, message: SIGN_IN_FAILED });
    const fresh = new SsoBrowser(baseUrl);
    const toForm = await fresh.follow('/account/login/enterprise');
    const back = await fresh.follow(toForm.url, /enterPriseTable\?/, {
      form: { username: 'qiye1', password: 'Demo@123456' },
    });
    const forged = new URL(back.url).searchParams;
    forged.set('state', 'forged-state');
    expect((await fresh.fetch(`/account/getenterpriseuser?${forged.toString()}`)).status).toBe(400);
  });

  it('answers a return without a code with the sign-in failure message', async () => {
    for (const path of ['/account/getenterpriseuser', '/account/getmanageuser']) {
      const response = await new SsoBrowser(baseUrl).fetch(path);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ success: false, message: '登录失败，请重新登录' });
    }
  });
});

describe('management sign-in through the local provider', () => {
  it('gives bumen the 部门审核 desk', async () => {
    const { exchange } = await signIn('manage', 'bumen');
    const { token } = (await exchange.json()) as { token: string };
    expect((await currentUser(token)).body.roleName).toBe('部门审核');
  });

  it('refuses a disabled user and logs the refusal', async () => {
    await signIn('manage', 'yuanqu');
    await t.db.update(users).set({ enabled: false }).where(eq(users.username, 'yuanqu'));
    const { exchange } = await signIn('manage', 'yuanqu');
    expect(await exchange.json()).toMatchObject({ success: false, message: ACCOUNT_DISABLED });
    const logs = await t.db.select().from(loginLogs).where(eq(loginLogs.username, 'yuanqu'));
    expect(logs.map((log) => log.success).sort()).toEqual([false, true]);
    expect(logs.find((log) => !log.success)?.reason).toBe(ACCOUNT_DISABLED);
  });
});

describe('logout', () => {
  it("ends the platform session at once and sends the user to the provider's end-session page", async () => {
    const { exchange, browser } = await signIn('manage', 'chushen');
    const { token } = (await exchange.json()) as { token: string };
    const logout = await browser.fetch('/account/logout', {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    const { extraData } = (await logout.json()) as { extraData: { redirectUrl: string } };
    const endSession = new URL(extraData.redirectUrl);
    expect(endSession.href.startsWith(`${baseUrl}/idp/manage/session/end`)).toBe(true);
    expect(endSession.searchParams.get('post_logout_redirect_uri')).toBe(`${baseUrl}/login`);
    expect(endSession.searchParams.get('id_token_hint')).toBeTruthy();
    expect((await currentUser(token)).status).toBe(401);
    const refresh = await fetch(`${baseUrl}/oauth/token`, {
      method: 'POST',
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        cookie: `refresh_token=${browser.cookies.get('refresh_token') ?? 'gone'}`,
      },
      body: 'grant_type=refresh_token',
    });
    expect(refresh.status).toBe(400);
    expect(await refresh.json()).toMatchObject({ error_description: MSG.accountExpired });
  });

  it('sends the administrator to /login', async () => {
    const header = await t.authHeader('superAdmin');
    const response = await t.app.inject({ method: 'POST', url: '/account/logout', headers: header });
    expect(response.json()).toMatchObject({ success: true, extraData: { redirectUrl: '/login' } });
  });
});
