import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { LOCAL_CLIENT_ID } from '../../src/idp/local-provider.ts';
import { loadProviderSecrets } from '../../src/idp/provider-secrets.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { SsoBrowser } from '../helpers/sso-browser.ts';
import { freePort } from '../../scripts/cluster/child-process.ts';

/** Two API instances of one deployment on one database, as behind a round-robin proxy: A and B. */
const JWT_SECRET = 'one-deployment-jwt-secret-shared-by-its-instances';
const PASSWORD = 'Demo@123456';

let t: TestApp;
let publicUrl: string;
let originA: string;
let originB: string;
let instanceB: FastifyInstance;

async function listen(app: FastifyInstance): Promise<string> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`;
}

/** Another instance of the deployment: the same configuration, database and JWT secret. */
async function startInstance(): Promise<{ app: FastifyInstance; origin: string }> {
  const app = await buildApp({ config: t.app.config, db: t.db, jwtSecret: JWT_SECRET });
  return { app, origin: await listen(app) };
}

beforeAll(async () => {
  const port = await freePort();
  publicUrl = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    seed: true,
    jwtSecret: JWT_SECRET,
    env: { PUBLIC_URL: publicUrl, DEMO_PASSWORD: PASSWORD },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
  originA = publicUrl;
  ({ app: instanceB, origin: originB } = await startInstance());
});
afterAll(async () => {
  await instanceB.close();
  await t.close();
});

/** The URL (absolute or relative, as a page or a redirect gives it) sent to one instance. */
const at = (origin: string, url: string) => {
  const target = new URL(url, publicUrl);
  return `${origin}${target.pathname}${target.search}`;
};

/** One request to an instance that must answer a redirect; returns where it points. */
async function redirectFrom(browser: SsoBrowser, url: string, init: Parameters<SsoBrowser['fetch']>[1] = {}) {
  const response = await browser.fetch(url, init);
  const location = response.headers.get('location');
  if (response.status < 300 || response.status >= 400 || !location)
    throw new Error(`${url} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
  return location;
}

/** A page's form: its action and hidden fields. */
function formOf(html: string): { action: string; fields: Record<string, string> } {
  const action: string = /<form[^>]*action="([^"]+)"/.exec(html)?.[1] ?? '';
  const hidden = html.matchAll(/<input[^>]*type="hidden"[^>]*name="([^"]+)"[^>]*value="([^"]*)"/g);
  const fields = Object.fromEntries([...hidden].map((m): [string, string] => [m[1] ?? '', m[2] ?? '']));
  return { action, fields };
}

/**
 * A sign-in whose every step goes to the other instance than the step before: the platform's start
 * on `first`, the provider's authorization on the other, its form on `first`, the password on the
 * other, the provider's return on `first`; answers the callback's query.
 */
async function signInAlternating(
  browser: SsoBrowser,
  kind: 'enterprise' | 'manage',
  username: string,
  [first, second]: [string, string],
) {
  const authorize = await redirectFrom(browser, at(first, `/account/login/${kind}`));
  const interaction = await redirectFrom(browser, at(second, authorize));
  expect(interaction).toMatch(new RegExp(`/idp/${kind}/interaction/[\\w-]+$`));
  const form = await browser.fetch(at(first, interaction));
  expect(form.status).toBe(200);
  expect(await form.text()).toContain('name="password"');
  const resume = await redirectFrom(browser, at(second, interaction), { form: { username, password: PASSWORD } });
  const callback = await redirectFrom(browser, at(first, resume));
  const query = new URL(callback).searchParams;
  expect(query.get('code')).toBeTruthy();
  return query;
}

async function exchange(browser: SsoBrowser, origin: string, kind: 'enterprise' | 'manage', query: URLSearchParams) {
  const response = await browser.fetch(at(origin, `/account/get${kind}user?${query.toString()}`));
  const body = (await response.json()) as { success: boolean; token?: string; message: string };
  expect(body).toMatchObject({ success: true });
  return body.token ?? '';
}

async function currentUser(origin: string, token: string) {
  const response = await fetch(`${origin}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status, body: (await response.json()) as { userName?: string; roleName?: string } };
}

describe('the local providers across two instances', () => {
  it('signs qiye1 in with each step on the other instance, refreshes, and logs out at the provider elsewhere', async () => {
    const browser = new SsoBrowser(publicUrl);
    const query = await signInAlternating(browser, 'enterprise', 'qiye1', [originA, originB]);
    const token = await exchange(browser, originB, 'enterprise', query);
    expect((await currentUser(originA, token)).body.roleName).toBe('企业');

    // The provider's session is shared: a second sign-in on either instance comes straight back.
    const again = await redirectFrom(browser, at(originA, '/account/login/enterprise'));
    expect(await redirectFrom(browser, at(originB, again))).toMatch(/\/enterPriseTable\?code=/);

    const refresh = await browser.fetch(at(originA, '/oauth/token'), { form: { grant_type: 'refresh_token' } });
    expect(refresh.status).toBe(200);
    const refreshed = ((await refresh.json()) as { access_token: string }).access_token;
    expect((await currentUser(originB, refreshed)).status).toBe(200);

    const logout = await browser.fetch(at(originB, '/account/logout'), {
      method: 'POST',
      headers: { authorization: `Bearer ${refreshed}` },
    });
    const endSession = ((await logout.json()) as { extraData: { redirectUrl: string } }).extraData.redirectUrl;
    expect(new URL(endSession).searchParams.get('id_token_hint')).toBeTruthy();
    const confirm = await browser.fetch(at(originA, endSession));
    const page = await confirm.text();
    expect(confirm.status, page).toBe(200);
    expect(page).toContain('确定要退出统一身份认证吗');
    const { action, fields } = formOf(page);
    const back = await redirectFrom(browser, at(originB, action), { form: { ...fields, logout: 'yes' } });
    expect(back).toBe(`${publicUrl}/login`);

    // Signed out at the provider on every instance: the next sign-in asks for the password again.
    const fresh = await redirectFrom(browser, at(originB, '/account/login/enterprise'));
    expect(await redirectFrom(browser, at(originA, fresh))).toMatch(/\/idp\/enterprise\/interaction\/[\w-]+$/);
  });

  it('signs a management user in through the other provider the same way', async () => {
    const browser = new SsoBrowser(publicUrl);
    const query = await signInAlternating(browser, 'manage', 'bumen', [originB, originA]);
    const token = await exchange(browser, originB, 'manage', query);
    expect((await currentUser(originA, token)).body.roleName).toBe('部门审核');
  });
});

describe('one code at two instances at once', () => {
  it('signs in once: the other exchange is refused', async () => {
    const browser = new SsoBrowser(publicUrl);
    const query = await signInAlternating(browser, 'enterprise', 'qiye1', [originA, originB]);
    const answers = await Promise.all(
      [originA, originB].map((origin) => browser.fetch(at(origin, `/account/getenterpriseuser?${query.toString()}`))),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
  });
});

describe('hostile input at the providers', () => {
  it('answers a token or code holding a NUL byte as an unknown one, not as a server error', async () => {
    const browser = new SsoBrowser(publicUrl);
    const userinfo = await browser.fetch(at(originA, '/idp/enterprise/me'), { form: { access_token: 'a\u0000b' } });
    expect(userinfo.status).toBe(401);
    expect(await userinfo.json()).toMatchObject({ error: 'invalid_token' });
    const { clientSecret } = await loadProviderSecrets(t.db, 'manage');
    const token = await browser.fetch(at(originB, '/idp/manage/token'), {
      form: {
        grant_type: 'authorization_code',
        code: 'c\u0000d',
        code_verifier: 'v'.repeat(43),
        redirect_uri: `${publicUrl}/manageTable`,
        client_id: LOCAL_CLIENT_ID.manage,
        client_secret: clientSecret,
      },
    });
    expect(token.status).toBe(400);
    expect(await token.json()).toMatchObject({ error: 'invalid_grant' });
  });
});

describe('a restarted instance', () => {
  it('takes a code and a provider session made before it started', async () => {
    const browser = new SsoBrowser(publicUrl);
    const before = await startInstance();
    const query = await signInAlternating(browser, 'enterprise', 'qiye2', [before.origin, before.origin]);
    await before.app.close();

    const after = await startInstance();
    try {
      const token = await exchange(browser, after.origin, 'enterprise', query);
      expect((await currentUser(after.origin, token)).status).toBe(200);
      const again = await redirectFrom(browser, at(after.origin, '/account/login/enterprise'));
      expect(await redirectFrom(browser, at(after.origin, again))).toMatch(/\/enterPriseTable\?code=/);
    } finally {
      await after.app.close();
    }
  });
});
