import { MSG, TOKEN_EXPIRED_CODE } from '@credit/rules';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createAccessTokens } from '../../src/platform/auth/access-token.ts';
import { registerGuard } from '../../src/platform/auth/guard.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

describe('guard', () => {
  it('refuses a request without a token with the legacy Code/Message body', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/enterprise/page' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, Code: 401, Message: MSG.loginExpired });
  });

  it('refuses a token without the route permission with 403', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page',
      headers: await t.authHeader('enterprise'),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ success: false, Code: 403, message: MSG.forbidden });
    // Spec §8 signs a user out on an error that carries Message: a refused action must not.
    expect(res.json()).not.toHaveProperty('Message');
  });

  it('refuses a token signed with another key or algorithm', async () => {
    const forged = await createAccessTokens('y'.repeat(40), 60).sign({
      sub: '1',
      sid: '00000000-0000-0000-0000-000000000000',
    });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page',
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(401);
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"1","permissions":["enterprise:inquire"]}').toString('base64url')}.`;
    const res2 = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page',
      headers: { authorization: `Bearer ${none}` },
    });
    expect(res2.statusCode).toBe(401);
  });

  it('will not register a route that declares no permission', async () => {
    const app = Fastify();
    registerGuard(app, createAccessTokens('z'.repeat(40), 60), async () => undefined);
    expect(() => app.get('/api/undeclared', async () => 'x')).toThrow(/declares no permission/);
    await app.close();
  });
});

describe('expired tokens', () => {
  it('get HTTP 401 with Code 3002 from the app that issued them', async () => {
    const secret = 's'.repeat(40);
    const issuer = await buildTestApp({ jwtSecret: secret });
    const expired = await createAccessTokens(secret, -10).sign({
      sub: '1',
      sid: '00000000-0000-0000-0000-000000000000',
    });
    const res = await issuer.app.inject({
      method: 'GET',
      url: '/api/enterprise/page',
      headers: { authorization: `Bearer ${expired}` },
    });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ success: false, Code: TOKEN_EXPIRED_CODE, Message: MSG.accountExpired });
    await issuer.close();
  });
});

describe('response headers and errors', () => {
  it('sets security headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
    expect(res.headers['x-frame-options']).toBe('DENY');
  });

  it('answers a validation failure with the Chinese message and per-field errors', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/enterprise/page?pageIndex=0&qualificationLevel=9',
      headers: await t.authHeader('superAdmin'),
    });
    expect(res.statusCode).toBe(400);
    const body = res.json<{ success: boolean; message: string; errors: Record<string, string> }>();
    expect(body.success).toBe(false);
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['pageIndex', 'qualificationLevel']));
    expect(body.message).toMatch(/[\u4e00-\u9fa5]/);
  });

  it('answers an unknown API path with a JSON 404 in Chinese', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: MSG.notFound, extraData: null });
  });
});
