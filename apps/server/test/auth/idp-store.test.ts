import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { oidcPayloads } from '../../src/db/schema/index.ts';
import { createPostgresAdapter } from '../../src/idp/postgres-adapter.ts';
import { loadProviderSecrets, rotateProviderSecrets } from '../../src/idp/provider-secrets.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

let db: Database;
let databaseUrl: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const database = await createTestDatabase();
  const opened = createDatabase(database.url, { max: 4 });
  db = opened.db;
  databaseUrl = database.url;
  close = async () => {
    await opened.pool.end();
    await database.drop();
  };
});
afterAll(() => close());

const TOLERANCE = 15;
const rowsOf = (model: string) =>
  db
    .select({ id: oidcPayloads.id })
    .from(oidcPayloads)
    .where(and(eq(oidcPayloads.provider, 'enterprise'), eq(oidcPayloads.model, model)));

describe("the providers' store in PostgreSQL", () => {
  it('finds what was stored under its provider and model only, and forgets what is destroyed', async () => {
    const enterprise = createPostgresAdapter(db, 'enterprise', TOLERANCE);
    const manage = createPostgresAdapter(db, 'manage', TOLERANCE);
    await enterprise('Interaction').upsert('i-1', { kind: 'Interaction', jti: 'i-1', returnTo: '/auth/i-1' }, 600);
    expect(await enterprise('Interaction').find('i-1')).toEqual({
      kind: 'Interaction',
      jti: 'i-1',
      returnTo: '/auth/i-1',
    });
    expect(await enterprise('Session').find('i-1')).toBeUndefined();
    expect(await manage('Interaction').find('i-1')).toBeUndefined();
    await enterprise('Interaction').upsert('i-1', { kind: 'Interaction', jti: 'i-1', returnTo: '/auth/again' }, 600);
    expect(await enterprise('Interaction').find('i-1')).toMatchObject({ returnTo: '/auth/again' });
    await enterprise('Interaction').destroy('i-1');
    expect(await enterprise('Interaction').find('i-1')).toBeUndefined();
  });

  it('finds a session by its uid and a device code by its user code', async () => {
    const adapter = createPostgresAdapter(db, 'enterprise', TOLERANCE);
    await adapter('Session').upsert('s-jti', { kind: 'Session', jti: 's-jti', uid: 'uid-1', accountId: 'qiye1' }, 600);
    expect(await adapter('Session').findByUid('uid-1')).toMatchObject({ jti: 's-jti', accountId: 'qiye1' });
    expect(await adapter('Session').findByUid('uid-2')).toBeUndefined();
    await adapter('DeviceCode').upsert('d-1', { kind: 'DeviceCode', jti: 'd-1', userCode: 'ABCD-EFGH' }, 600);
    expect(await adapter('DeviceCode').findByUserCode('ABCD-EFGH')).toMatchObject({ jti: 'd-1' });
  });

  it('marks a consumed code once only, and a code whose time (with the clock tolerance) is past is not found', async () => {
    const adapter = createPostgresAdapter(db, 'enterprise', TOLERANCE)('AuthorizationCode');
    await adapter.upsert('c-1', { kind: 'AuthorizationCode', jti: 'c-1', grantId: 'g-1' }, 60);
    expect((await adapter.find('c-1'))?.consumed).toBeUndefined();
    await adapter.consume('c-1');
    const consumed = (await adapter.find('c-1'))?.consumed as number;
    expect(Math.abs(consumed - Date.now() / 1000)).toBeLessThan(5);
    await expect(adapter.consume('c-1')).rejects.toMatchObject({ error: 'invalid_grant' });
    await adapter.upsert('c-2', { kind: 'AuthorizationCode', jti: 'c-2' }, 1 - TOLERANCE);
    expect(await adapter.find('c-2')).toBeDefined();
    await adapter.upsert('c-3', { kind: 'AuthorizationCode', jti: 'c-3' }, -1 - TOLERANCE);
    expect(await adapter.find('c-3')).toBeUndefined();
  });

  it("revokes a grant's codes or tokens and no other grant's", async () => {
    const adapter = createPostgresAdapter(db, 'enterprise', TOLERANCE);
    await adapter('AccessToken').upsert('a-1', { kind: 'AccessToken', jti: 'a-1', grantId: 'g-7' }, 600);
    await adapter('AccessToken').upsert('a-2', { kind: 'AccessToken', jti: 'a-2', grantId: 'g-8' }, 600);
    await adapter('RefreshToken').upsert('r-1', { kind: 'RefreshToken', jti: 'r-1', grantId: 'g-7' }, 600);
    await adapter('AccessToken').revokeByGrantId('g-7');
    expect(await adapter('AccessToken').find('a-1')).toBeUndefined();
    expect(await adapter('AccessToken').find('a-2')).toBeDefined();
    expect(await adapter('RefreshToken').find('r-1')).toBeDefined();
  });

  it('sweeps expired rows when it writes', async () => {
    await db.insert(oidcPayloads).values({
      provider: 'enterprise',
      model: 'ReplayDetection',
      id: 'x-1',
      payload: {},
      expiresAt: new Date(Date.now() - 60_000),
    });
    expect(await rowsOf('ReplayDetection')).toHaveLength(1);
    await createPostgresAdapter(db, 'enterprise', TOLERANCE)('ReplayDetection').upsert('x-2', {}, 600);
    expect(await rowsOf('ReplayDetection')).toEqual([{ id: 'x-2' }]);
  });
});

describe("the providers' secrets", () => {
  it('are made once: instances starting at once read the same', async () => {
    const [first, second] = await Promise.all([loadProviderSecrets(db, 'manage'), loadProviderSecrets(db, 'manage')]);
    expect(second).toEqual(first);
    expect(first.signingKeys).toHaveLength(1);
    expect(first.signingKeys[0]).toMatchObject({ kid: 'manage-1', alg: 'RS256', use: 'sig', kty: 'RSA' });
    expect(first.signingKeys[0]?.d).toBeTruthy();
    expect(first.clientSecret.length).toBeGreaterThanOrEqual(32);
    expect(await loadProviderSecrets(db, 'manage')).toEqual(first);
    expect((await loadProviderSecrets(db, 'enterprise')).clientSecret).not.toBe(first.clientSecret);
  });

  it('rotate: the new generation signs first, the one before still verifies, older ones go', async () => {
    const before = await loadProviderSecrets(db, 'manage');
    expect(await rotateProviderSecrets(db, 'manage')).toBe(2);
    const rotated = await loadProviderSecrets(db, 'manage');
    expect(rotated.signingKeys.map((key) => key.kid)).toEqual(['manage-2', 'manage-1']);
    expect(rotated.signingKeys[1]).toEqual(before.signingKeys[0]);
    expect(rotated.cookieKeys[1]).toBe(before.cookieKeys[0]);
    expect(rotated.clientSecret).not.toBe(before.clientSecret);
    expect(await rotateProviderSecrets(db, 'manage')).toBe(3);
    expect((await loadProviderSecrets(db, 'manage')).signingKeys.map((key) => key.kid)).toEqual([
      'manage-3',
      'manage-2',
    ]);
  });
});

// Each run starts a TypeScript process, seconds on a busy machine.
describe('npm run idp:rotate', { timeout: 120_000 }, () => {
  const command = new URL('../../src/idp/rotate-secrets-command.ts', import.meta.url).pathname;
  const run = (args: string[], env: Record<string, string>) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', command, ...args], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', ...env },
    });

  it("adds a generation of the named provider's secrets in the deployment's database", async () => {
    await loadProviderSecrets(db, 'enterprise');
    const { stdout } = await run(['enterprise'], { DATABASE_URL: databaseUrl });
    expect(stdout).toMatch(/enterprise：已生成第 2 代密钥/);
    const secrets = await loadProviderSecrets(db, 'enterprise');
    expect(secrets.signingKeys.map((key) => key.kid)).toEqual(['enterprise-2', 'enterprise-1']);
  });

  it('says how it is used when the database or the provider is not named', async () => {
    const refusal = (error: unknown) => error as { code: number; stderr: string };
    const withoutDatabase = await run(['enterprise'], {}).then(() => undefined, refusal);
    expect(withoutDatabase?.code).toBe(1);
    expect(withoutDatabase?.stderr).toContain('用法');
    const unknownProvider = await run(['other'], { DATABASE_URL: databaseUrl }).then(() => undefined, refusal);
    expect(unknownProvider?.code).toBe(1);
  });
});
