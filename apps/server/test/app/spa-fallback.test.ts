import fs from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await fs.mkdtemp(path.join((await import('node:os')).tmpdir(), 'credit-dist-'));
  await fs.mkdir(path.join(dist, 'assets'));
  await fs.writeFile(
    path.join(dist, 'index.html'),
    '<!doctype html><title>建设行业企业信用管理平台</title><div id="root"></div>',
  );
  await fs.writeFile(path.join(dist, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await buildTestApp({ env: { WEB_DIST_DIR: dist } });
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
