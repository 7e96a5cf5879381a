import fs from 'node:fs/promises';
import path from 'node:path';
import { MSG } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../src/db/schema/index.ts';
import { ensureSuperAdmin } from '../../src/modules/auth/super-admin.ts';
import { SERVER_DIR } from '../../src/server-directory.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/**
 * The headers every answer carries (a strict Content-Security-Policy, no framing, HSTS only over
 * TLS), the refresh cookie's flags, and the idle limit on a session (SESSION_IDLE_MINUTES).
 */
const PASSWORD = 'Admin12345';
const IDLE_MINUTES = 5;

/** An app behind a trusted proxy on the loopback address (app.inject's), its sessions idle after IDLE_MINUTES. */
let t: TestApp;
/** An app trusting no proxy: a client's own X-Forwarded-Proto changes nothing. */
let direct: TestApp;

beforeAll(async () => {
  [t, direct] = await Promise.all([
    buildTestApp({ env: { TRUST_PROXY: 'loopback', SESSION_IDLE_MINUTES: String(IDLE_MINUTES) } }),
    buildTestApp(),
  ]);
  const quiet = { info: () => undefined };
  await ensureSuperAdmin(t.db, { adminPassword: PASSWORD, dataDir: t.dataDir }, quiet);
});
afterAll(() => Promise.all([t.close(), direct.close()]));

const overTls = { 'x-forwarded-proto': 'https' };

/** The policy's directives by name. */
const directives = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );

describe('security headers', () => {
  it.each(['/healthz', '/api/user', '/api/publicity/policies', '/login'])(
    'gives %s a strict policy: scripts from the platform only, no inline script, never framed',
    async (url) => {
      const response = await t.app.inject({ url });
      const policy = directives(response.headers['content-security-policy']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('script-src-attr')).toEqual(["'none'"]);
      expect(policy.get('default-src')).toEqual(["'self'"]);
      expect(policy.get('object-src')).toEqual(["'none'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
      expect(response.headers['x-frame-options']).toBe('DENY');
      expect(response.headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('lets the web app through its policy: index.html loads scripts by src only, with no inline handler', async () => {
    const page = await fs.readFile(path.join(SERVER_DIR, '../web/index.html'), 'utf8');
    const scripts = [...page.matchAll(/<script\b([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBeGreaterThan(0);
    for (const [, attributes = '', body = ''] of scripts) {
      expect(attributes).toMatch(/\bsrc="\/[^"]+"/);
      expect(body.trim()).toBe('');
    }
    expect(page).not.toMatch(/\son[a-z]+\s*=/i);
  });

  it.each([
    ['plain HTTP', 'direct', {}, false],
    ['HTTPS claimed by the client itself (no trusted proxy)', 'direct', overTls, false],
    ['HTTPS through a trusted proxy', 'proxied', overTls, true],
  ] as const)('sends HSTS only over TLS: %s', async (_name, app, headers, tls) => {
    const response = await (app === 'direct' ? direct : t).app.inject({ url: '/healthz', headers });
    if (tls) {
      expect(response.headers['strict-transport-security']).toMatch(/max-age=\d{7,}/);
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(true);
    } else {
      expect(response.headers['strict-transport-security']).toBeUndefined();
      expect(directives(response.headers['content-security-policy']).has('upgrade-insecure-requests')).toBe(false);
    }
  });
});

/** Signs the administrator in with the password grant; the refresh cookie as set. */
async function signIn(headers: Record<string, string> = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams({ grant_type: 'password', username: 'admin', password: PASSWORD }).toString(),
  });
  expect(response.statusCode).toBe(200);
  const body = response.json<{ access_token: string; refresh_token: string }>();
  const sid = (
    JSON.parse(Buffer.from(body.access_token.split('.')[1] ?? '', 'base64url').toString()) as { sid: string }
  ).sid;
  return { ...body, sid, cookie: String(response.headers['set-cookie']) };
}

const refresh = (refreshToken: string) =>
  t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

/** Makes the session's last call `minutes` ago, as if that long had passed since. */
const lastSeenAgo = (sid: string, minutes: number) =>
  t.db
    .update(sessions)
    .set({ lastSeenAt: sql`now() - make_interval(mins => ${minutes})` })
    .where(eq(sessions.id, sid));

describe('the refresh cookie', () => {
  it.each([
    ['plain HTTP', {}, false],
    ['TLS through the trusted proxy', overTls, true],
  ] as const)('is HttpOnly and SameSite=Strict, Secure only over TLS: %s', async (_name, headers, secure) => {
    const { cookie } = await signIn(headers);
    expect(cookie).toMatch(/^refresh_token=/);
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Strict');
    expect(cookie.includes('Secure')).toBe(secure);
  });
});

describe(`a session idle for more than SESSION_IDLE_MINUTES (${IDLE_MINUTES})`, () => {
  it('is refused a refresh with the spec message, and ends', async () => {
    const { refresh_token, access_token, sid } = await signIn();
    await lastSeenAgo(sid, IDLE_MINUTES + 1);
    const response = await refresh(refresh_token);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: 'invalid_grant', error_description: MSG.accountExpired });
    const [session] = await t.db.select().from(sessions).where(eq(sessions.id, sid));
    expect(session?.revokedReason).toBe('idle');
    const call = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access_token}` } });
    expect(call.statusCode).toBe(401);
  });

  it('refuses a still-valid access token of an idle session', async () => {
    const { access_token, sid } = await signIn();
    await lastSeenAgo(sid, IDLE_MINUTES + 1);
    const call = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access_token}` } });
    expect(call.statusCode).toBe(401);
    expect(call.json()).toMatchObject({ Code: 401, Message: MSG.loginExpired });
  });

  it('keeps a session whose last call was within the limit, and a call counts as activity', async () => {
    const { refresh_token, access_token, sid } = await signIn();
    await lastSeenAgo(sid, IDLE_MINUTES - 1);
    const call = await t.app.inject({ url: '/api/user', headers: { authorization: `Bearer ${access_token}` } });
    expect(call.statusCode).toBe(200);
    const [seen] = await t.db
      .select({ ago: sql<number>`extract(epoch from now() - ${sessions.lastSeenAt})` })
      .from(sessions)
      .where(eq(sessions.id, sid));
    expect(Number(seen?.ago)).toBeLessThan(10);
    const renewed = await refresh(refresh_token);
    expect(renewed.statusCode).toBe(200);
  });
});
