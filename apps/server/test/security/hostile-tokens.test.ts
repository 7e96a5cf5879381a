import { randomBytes } from 'node:crypto';
import { MSG, TOKEN_EXPIRED_CODE } from '@credit/rules';
import { SignJWT, UnsecuredJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_TOKEN_AUDIENCE } from '../../src/platform/auth/access-token.ts';
import { createFlowSealer, FLOW_COOKIE, type FlowState } from '../../src/platform/auth/oidc/sign-in-flow.ts';
import { SIGN_IN_FAILED } from '../../src/modules/auth/sso-routes.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { SsoBrowser } from '../helpers/sso-browser.ts';
import { freePort } from '../../scripts/cluster/child-process.ts';

/**
 * Hostile tokens: access tokens that are expired, forged, unsigned or meant for someone else, refresh
 * tokens replayed after rotation or outliving their session, and sign-in returns whose PKCE
 * verifier, state, nonce or issuer do not match. Each is refused with the spec's code and Chinese
 * message; none ends in a 5xx.
 */
const JWT_SECRET = randomBytes(32).toString('hex');
const DEMO_PASSWORD = 'Demo@123456';
const ISSUER = 'credit-platform';

let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  const port = await freePort();
  baseUrl = `http://127.0.0.1:${port}`;
  t = await buildTestApp({
    seed: true,
    jwtSecret: JWT_SECRET,
    env: { PUBLIC_URL: baseUrl, DEMO_PASSWORD },
  });
  await t.app.listen({ port, host: '127.0.0.1' });
});
afterAll(() => t.close());

type Kind = 'enterprise' | 'manage';
const DEMO_USER: Record<Kind, string> = { enterprise: 'qiye1', manage: 'bumen' };
const CALLBACK: Record<Kind, RegExp> = { enterprise: /enterPriseTable\?/, manage: /manageTable\?/ };
const other = (kind: Kind): Kind => (kind === 'enterprise' ? 'manage' : 'enterprise');
const flows = createFlowSealer(JWT_SECRET);

/** Signs in at the kind's provider up to its return to the platform: the browser, its flow and the returned query. */
async function toCallback(kind: Kind) {
  const browser = new SsoBrowser(baseUrl);
  const toForm = await browser.follow(`/account/login/${kind}`);
  const back = await browser.follow(toForm.url, CALLBACK[kind], {
    form: { username: DEMO_USER[kind], password: DEMO_PASSWORD },
  });
  const flow = await flows.open(browser.cookies.get(FLOW_COOKIE));
  if (!flow) throw new Error('no sign-in flow cookie');
  return { browser, flow, query: new URL(back.url).searchParams };
}

/** Signs in all the way: the access token and the browser holding the refresh cookie. */
async function signedIn(kind: Kind) {
  const { browser, query } = await toCallback(kind);
  const exchange = await browser.fetch(`/account/get${kind}user?${query.toString()}`);
  const { token } = (await exchange.json()) as { token: string };
  return { browser, token };
}

const api = (token: string) => fetch(`${baseUrl}/api/user`, { headers: { authorization: `Bearer ${token}` } });
const refresh = (refreshToken: string) =>
  fetch(`${baseUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: refreshToken }).toString(),
  });

/** The session's token's claims, signed as `change` says (another key, issuer, audience, or expiry). */
async function accessToken(
  claims: { sub: string; sid: string },
  change: { key?: string; issuer?: string; audience?: string; expiredSecondsAgo?: number } = {},
) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ sid: claims.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(claims.sub)
    .setIssuer(change.issuer ?? ISSUER)
    .setAudience(change.audience ?? ACCESS_TOKEN_AUDIENCE)
    .setIssuedAt(now - 3600)
    .setExpirationTime(change.expiredSecondsAgo ? now - change.expiredSecondsAgo : now + 600)
    .sign(new TextEncoder().encode(change.key ?? JWT_SECRET));
}

/** The claims of a token the platform issued (read, not verified: the test holds the key anyway). */
const claimsOf = (token: string) =>
  JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { sub: string; sid: string };

describe('hostile access tokens', () => {
  let claims: { sub: string; sid: string };
  beforeAll(async () => {
    claims = claimsOf((await signedIn('manage')).token);
  });

  it('takes a token signed as the platform signs (the forgeries below differ in one thing each)', async () => {
    expect((await api(await accessToken(claims))).status).toBe(200);
  });

  const forgeries: [string, () => Promise<string>][] = [
    ['a forged signature (another key)', () => accessToken(claims, { key: randomBytes(32).toString('hex') })],
    [
      'alg: none',
      async () =>
        new UnsecuredJWT({ sid: claims.sid })
          .setSubject(claims.sub)
          .setIssuer(ISSUER)
          .setAudience(ACCESS_TOKEN_AUDIENCE)
          .setExpirationTime('10m')
          .encode(),
    ],
    ['another issuer', () => accessToken(claims, { issuer: 'https://idp.example.com' })],
    ['another audience', () => accessToken(claims, { audience: 'another-application' })],
    ['a signature cut off', async () => (await accessToken(claims)).replace(/\.[^.]+$/, '.')],
    ['another session of the same user', () => accessToken({ ...claims, sid: '00000000-0000-0000-0000-000000000000' })],
  ];

  it.each(forgeries)('refuses %s with 401 and the spec message (sign in again)', async (_name, forge) => {
    const response = await api(await forge());
    expect(response.status).toBe(401);
    expect(await response.json()).toMatchObject({ success: false, Code: 401, Message: MSG.loginExpired });
  });

  it('answers an expired token with Code 3002, and one refresh then works', async () => {
    const { browser, token } = await signedIn('enterprise');
    const expired = await api(await accessToken(claimsOf(token), { expiredSecondsAgo: 60 }));
    expect(expired.status).toBe(401);
    expect(await expired.json()).toMatchObject({ Code: TOKEN_EXPIRED_CODE, Message: MSG.accountExpired });
    const renewed = await refresh(browser.cookies.get('refresh_token') ?? '');
    expect(renewed.status).toBe(200);
    const { access_token } = (await renewed.json()) as { access_token: string };
    expect((await api(access_token)).status).toBe(200);
  });
});

describe('hostile refresh tokens', () => {
  it('revokes the whole family when a rotated refresh token comes back: the newer one stops working too', async () => {
    const { browser, token } = await signedIn('enterprise');
    const first = browser.cookies.get('refresh_token') ?? '';
    const rotated = await refresh(first);
    expect(rotated.status).toBe(200);
    const { refresh_token: second, access_token } = (await rotated.json()) as Record<string, string>;
    const replay = await refresh(first);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ error: 'invalid_grant', error_description: MSG.accountExpired });
    const newer = await refresh(second ?? '');
    expect(newer.status).toBe(400);
    expect(await newer.json()).toMatchObject({ error_description: MSG.accountExpired });
    for (const revoked of [token, access_token ?? '']) expect((await api(revoked)).status).toBe(401);
  });

  it("refuses a signed-out session's access and refresh tokens", async () => {
    const { browser, token } = await signedIn('manage');
    const logout = await fetch(`${baseUrl}/account/logout`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(logout.status).toBe(200);
    const after = await api(token);
    expect(after.status).toBe(401);
    expect(await after.json()).toMatchObject({ Code: 401, Message: MSG.loginExpired });
    const renewed = await refresh(browser.cookies.get('refresh_token') ?? '');
    expect(renewed.status).toBe(400);
    expect(await renewed.json()).toMatchObject({ error_description: MSG.accountExpired });
  });

  it.each([
    ['an unknown refresh token', randomBytes(32).toString('base64url')],
    ['a refresh token of 200 characters of nonsense', 'x'.repeat(200)],
  ])('refuses %s', async (_name, presented) => {
    const response = await refresh(presented);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_grant', error_description: MSG.accountExpired });
  });
});

/** One change to a sign-in's return: its flow (what the platform kept) or its query (what came back). */
type Tamper = (returned: { kind: Kind; flow: FlowState; query: URLSearchParams }) => Promise<{
  flow: FlowState;
  query: URLSearchParams;
}>;

const withQuery = (query: URLSearchParams, name: string, value: string) => {
  const changed = new URLSearchParams(query);
  changed.set(name, value);
  return changed;
};

const signInTampering: [string, Tamper][] = [
  ['a missing PKCE verifier', async ({ flow, query }) => ({ flow: { ...flow, verifier: '' }, query })],
  [
    'a wrong PKCE verifier',
    async ({ flow, query }) => ({ flow: { ...flow, verifier: randomBytes(32).toString('base64url') }, query }),
  ],
  ['a wrong state', async ({ flow, query }) => ({ flow, query: withQuery(query, 'state', 'forged-state') })],
  ['a wrong nonce', async ({ flow, query }) => ({ flow: { ...flow, nonce: 'forged-nonce' }, query })],
  [
    "the other provider's issuer in the return (mix-up)",
    async ({ kind, flow, query }) => ({ flow, query: withQuery(query, 'iss', `${baseUrl}/idp/${other(kind)}`) }),
  ],
  [
    'an ID token from the other provider (its code, state and nonce)',
    async ({ kind }) => {
      const foreign = await toCallback(other(kind));
      return { flow: { ...foreign.flow, kind }, query: foreign.query };
    },
  ],
];

describe('hostile sign-in returns', () => {
  it.each(
    (['enterprise', 'manage'] as const).flatMap((kind) =>
      signInTampering.map(([name, tamper]) => [kind, name, tamper] as const),
    ),
  )('%s provider: refuses %s', async (kind, _name, tamper) => {
    const { browser, flow, query } = await toCallback(kind);
    const changed = await tamper({ kind, flow, query });
    browser.cookies.set(FLOW_COOKIE, await flows.seal(changed.flow));
    const response = await browser.fetch(`/account/get${kind}user?${changed.query.toString()}`);
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ success: false, message: SIGN_IN_FAILED });
    expect(browser.cookies.get('refresh_token')).toBeUndefined();
  });

  it.each(['enterprise', 'manage'] as const)(
    '%s provider: takes the same return untampered (so each refusal above is the tampering)',
    async (kind) => {
      const { browser, flow, query } = await toCallback(kind);
      browser.cookies.set(FLOW_COOKIE, await flows.seal(flow));
      const response = await browser.fetch(`/account/get${kind}user?${query.toString()}`);
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true });
    },
  );
});
