import fs from 'node:fs/promises';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'credit-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  const page = '<!doctype html><title>建设行业企业信用管理平台</title><div id="root"></div>';
  await fs.writeFile(path.join(dist, 'index.html'), page);
  await fs.writeFile(path.join(dist, 'index.html.gz'), gzipSync(page));
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js.br'), brotliCompressSync('console.log(1)'));
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js.gz'), gzipSync('console.log(1)'));
  // Requests made by app.inject arrive at host localhost:80, the canonical host here.
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist, PUBLIC_URL: 'http://localhost' } });
});
afterAll(() => t.close());

describe('single-page app serving', () => {
  it.each(['/', '/login', '/mainPublicity', '/enterpriseInquire', '/some/deep/link?x=1'])(
    'answers %s with index.html (history fallback)',
    async (url) => {
      const res = await t.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('建设行业企业信用管理平台');
      expect(res.headers['cache-control']).toBe('no-cache');
    },
  );

  it('serves built assets with a long cache', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('console.log(1)');
    expect(res.headers['cache-control']).toContain('immutable');
  });

  it('sends the precompressed twin of a built file the browser can decode', async () => {
    const br = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toContain('javascript');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe('console.log(1)');
    const gz = await t.app.inject({
      method: 'GET',
      url: '/assets/app-1234.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe('console.log(1)');
  });

  it('sends the page itself precompressed, never cached without a check', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gunzipSync(res.rawPayload).toString()).toContain('建设行业企业信用管理平台');
  });

  it('compresses API answers for clients that accept it', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(res.rawPayload).toString())).toHaveProperty('paths');
  });

  it('never serves files outside the build', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(res.body).not.toContain('root:');
  });

  it('keeps unknown API paths as JSON 404s', async () => {
    for (const url of ['/api/unknown', '/account/unknown', '/healthz/x']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});

describe('canonical host', () => {
  it.each(['/login', '/enterPriseTable?code=abc&state=x%20y', '/assets/app-1234.js'])(
    'sends %s asked for at another host to the same path at PUBLIC_URL',
    async (url) => {
      for (const method of ['GET', 'HEAD'] as const) {
        const res = await t.app.inject({ method, url, headers: { host: '127.0.0.1:3000' } });
        expect(res.statusCode).toBe(302);
        expect(res.headers.location).toBe(`http://localhost${url}`);
      }
    },
  );

  it('leaves API, sign-on and health calls at whatever host they arrive', async () => {
    for (const url of [
      '/api/unknown',
      '/account/unknown',
      '/oauth/unknown',
      '/idp/unknown',
      '/healthz',
      '/docs/json',
    ]) {
      const res = await t.app.inject({ method: 'GET', url, headers: { host: '127.0.0.1:3000' } });
      expect(res.statusCode, url).not.toBe(302);
    }
  });

  it('serves pages at the canonical host, whatever the case of its name', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/login', headers: { host: 'LocalHost:80' } });
    expect(res.statusCode).toBe(200);
  });
});
