import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { publicRateLimitHits } from '../../src/db/schema/index.ts';
import { inOneBudgetWindow } from '../helpers/budget-window.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

/** Two API instances, each with its own pool, on one database, as behind the load balancer. */
let database: Awaited<ReturnType<typeof createTestDatabase>>;
const instances: { app: FastifyInstance; db: Database; end: () => Promise<void> }[] = [];
const jwtSecret = randomBytes(32).toString('hex');

async function startInstance() {
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.url,
    PUBLIC_RATE_LIMIT: '4',
  });
  const { pool, db } = createDatabase(database.url, { max: 2 });
  const app = await buildApp({ config, db, jwtSecret });
  await app.ready();
  const instance = { app, db, end: () => pool.end() };
  instances.push(instance);
  return instance;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await startInstance();
  await startInstance();
});
afterAll(async () => {
  for (const { app, end } of instances) {
    await app.close();
    await end();
  }
  await database.drop();
});

const call = (instance: number, remoteAddress: string) =>
  instances[instance]!.app.inject({ url: '/api/publicity/levels', remoteAddress });

describe('the public budget across instances', () => {
  it('is one per client, whichever instance answers', async () => {
    await inOneBudgetWindow();
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await call(n % 2, '203.0.113.20')).statusCode);
    expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    // Another client still has its whole budget, on either instance.
    expect((await call(1, '203.0.113.21')).statusCode).toBe(200);
  });

  it('holds under calls arriving at both instances at once', async () => {
    await inOneBudgetWindow();
    const answers = await Promise.all(Array.from({ length: 10 }, (_, n) => call(n % 2, '203.0.113.22')));
    const statuses = answers.map((answer) => answer.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(4);
    expect(statuses.filter((status) => status === 429)).toHaveLength(6);
  });

  it('the first call an instance sees in a window deletes the windows before it', async () => {
    const { db } = instances[0]!;
    await db.insert(publicRateLimitHits).values({ slot: 1, clientKey: '203.0.113.30', hits: 9 });
    // Both instances have seen this window: the old one stays until a window begins.
    await call(0, '203.0.113.31');
    expect(await db.$count(publicRateLimitHits, eq(publicRateLimitHits.slot, 1))).toBe(1);
    // An instance started now sees its first window.
    const started = await startInstance();
    await started.app.inject({ url: '/api/publicity/levels', remoteAddress: '203.0.113.31' });
    await expect.poll(() => db.$count(publicRateLimitHits, eq(publicRateLimitHits.slot, 1))).toBe(0);
    expect(await db.$count(publicRateLimitHits, eq(publicRateLimitHits.clientKey, '203.0.113.31'))).toBe(1);
  });
});
