import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { loginLogs } from '../../src/db/schema/index.ts';
import { inOneBudgetWindow } from '../helpers/budget-window.ts';
import { buildTestApp, type TestApp } from '../helpers/test-app.ts';
import { lastOperation, signedIn } from '../system/system-fixtures.ts';

/** Calls come from loopback (inject's default address), each naming another client in X-Forwarded-For. */
const forwardedFor = (n: number) => ({ 'x-forwarded-for': `198.51.100.${n}` });

/** The addresses written for a failed sign-in and for an administrative change sent with `headers`. */
async function writtenAddresses(t: TestApp, headers: Record<string, string>) {
  await t.app.inject({
    method: 'POST',
    url: '/oauth/token',
    headers: { ...headers, 'content-type': 'application/x-www-form-urlencoded' },
    payload: 'grant_type=password&username=nobody&password=wrong-password',
  });
  const [login] = await t.db.select({ ip: loginLogs.ip }).from(loginLogs).orderBy(desc(loginLogs.id)).limit(1);
  const admin = await signedIn(t, 'superAdmin');
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/system/roles',
    headers: { ...admin.headers, ...headers },
    payload: { name: '稽查', code: `inspector${Date.now()}` },
  });
  expect(created.statusCode, created.body).toBe(200);
  return { login: login?.ip, operation: (await lastOperation(t))?.ip };
}

const publicStatuses = async (t: TestApp, calls: number) => {
  const statuses = [];
  for (let n = 1; n <= calls; n++)
    statuses.push((await t.app.inject({ url: '/api/publicity/levels', headers: forwardedFor(n) })).statusCode);
  return statuses;
};

describe('by default no proxy is trusted', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_RATE_LIMIT: '2' } });
  });
  afterAll(() => t.close());

  it('a client naming other addresses in X-Forwarded-For stays within its own public budget', async () => {
    await inOneBudgetWindow();
    expect(await publicStatuses(t, 3)).toEqual([200, 200, 429]);
  });

  it('the login log and the operation log keep the connection’s address, not the header’s', async () => {
    expect(await writtenAddresses(t, forwardedFor(9))).toEqual({ login: '127.0.0.1', operation: '127.0.0.1' });
  });
});

describe('with TRUST_PROXY naming the proxy', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ env: { PUBLIC_RATE_LIMIT: '2', TRUST_PROXY: '127.0.0.1' } });
  });
  afterAll(() => t.close());

  it('each forwarded client has its own public budget', async () => {
    await inOneBudgetWindow();
    expect(await publicStatuses(t, 3)).toEqual([200, 200, 200]);
    const again = await t.app.inject({ url: '/api/publicity/levels', headers: forwardedFor(1) });
    expect(again.statusCode).toBe(200);
    const third = await t.app.inject({ url: '/api/publicity/levels', headers: forwardedFor(1) });
    expect(third.statusCode).toBe(429);
  });

  it('the login log and the operation log keep the forwarded address', async () => {
    expect(await writtenAddresses(t, forwardedFor(9))).toEqual({ login: '198.51.100.9', operation: '198.51.100.9' });
  });

  it('a connection from elsewhere is not believed', async () => {
    const statuses = [];
    for (let n = 1; n <= 3; n++)
      statuses.push(
        (
          await t.app.inject({
            url: '/api/publicity/levels',
            remoteAddress: '203.0.113.5',
            headers: forwardedFor(50 + n),
          })
        ).statusCode,
      );
    expect(statuses).toEqual([200, 200, 429]);
  });
});

describe('TRUST_PROXY', () => {
  it('refuses an entry that is neither an address, a subnet nor a named range', () => {
    expect(() => loadConfig({ TRUST_PROXY: '127.0.0.1,haproxy.local' })).toThrow(/TRUST_PROXY/);
    expect(loadConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }).trustProxy).toEqual(['loopback', '10.0.0.0/8']);
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});
