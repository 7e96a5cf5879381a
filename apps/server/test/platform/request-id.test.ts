import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';

/** The app's log lines, as parsed JSON, from the stream it writes them to. */
const lines: { reqId?: string; msg?: string }[] = [];
const logStream = { write: (line: string) => void lines.push(JSON.parse(line) as { reqId?: string }) };

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ env: { LOG_LEVEL: 'info' }, logStream });
});
afterAll(() => t.close());

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
const loggedIds = (id: string) => lines.filter((line) => line.reqId === id);

describe('request ids', () => {
  it('gives every request a new id, answered in X-Request-Id and carried by each of its log lines', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/healthz' });
    const second = await t.app.inject({ method: 'GET', url: '/healthz' });
    const id = String(first.headers['x-request-id']);
    expect(id).toMatch(UUID);
    expect(second.headers['x-request-id']).not.toBe(id);
    // Fastify's own "incoming request" and "request completed" lines.
    expect(loggedIds(id).map((line) => line.msg)).toEqual(['incoming request', 'request completed']);
  });

  it('keeps a well-formed incoming id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'lb-0a1B-42' } });
    expect(res.headers['x-request-id']).toBe('lb-0a1B-42');
    expect(loggedIds('lb-0a1B-42')).toHaveLength(2);
  });

  it.each([
    ['too long', 'a'.repeat(65)],
    ['with other characters', 'abc def'],
    ['with an escaped line break', 'abc\\nfake log line'],
    ['with a slash', '../x'],
  ])('replaces an incoming id %s by a new one', async (_case, incoming) => {
    const res = await t.app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': incoming } });
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('names the id on refusals, unknown paths and failures too, as logged', async () => {
    const refused = await t.app.inject({ method: 'GET', url: '/api/account/info' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/no-such-route' });
    const malformed = await t.app.inject({ method: 'GET', url: `/api/enterprise/${'9'.repeat(200)}` });
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/enterprise/page',
      headers: { 'content-type': 'application/json' },
      payload: '{not json',
    });
    for (const res of [refused, unknown, malformed, invalid]) {
      expect(res.statusCode, res.body).toBeGreaterThanOrEqual(400);
      const id = String(res.headers['x-request-id']);
      expect(id).toMatch(UUID);
      expect(loggedIds(id).length, `${res.statusCode} ${res.body}`).toBeGreaterThan(0);
    }
  });
});
