import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Database } from '../../src/db/client.ts';
import { openTestDatabase } from '../helpers/test-app.ts';

let db: Database;
let close: () => Promise<void>;
beforeAll(async () => ({ db, close } = await openTestDatabase(2)));
afterAll(() => close());

it('plans every statement of the platform’s connections without JIT compilation', async () => {
  const settings = await Promise.all(
    [0, 1].map(() => db.execute<{ jit: string }>(sql`select pg_sleep(0.05), current_setting('jit') as jit`)),
  );
  // Two at once: both connections of the pool, each opened with the setting.
  expect(settings.map((result) => result.rows[0]?.jit)).toEqual(['off', 'off']);
});
