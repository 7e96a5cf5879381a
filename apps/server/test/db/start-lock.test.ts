import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/client.ts';
import { enterprises, users } from '../../src/db/schema/index.ts';
import { DEMO_ENTERPRISES } from '../../src/db/seed/demo-enterprises.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { databaseUrlFor } from '../helpers/database-url.ts';

const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
const created: string[] = [];
let dataDir: string;

beforeAll(async () => {
  await admin.connect();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-start-'));
});
afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A new database: empty, or a copy of the migrated template (migrated, never seeded). */
async function newDatabase(from: 'empty' | 'migrated'): Promise<string> {
  const name = `t_start_${randomBytes(6).toString('hex')}`;
  created.push(name);
  await admin.query(`create database ${name}${from === 'migrated' ? ` template ${inject('templateDatabase')}` : ''}`);
  return databaseUrlFor(inject('adminDatabaseUrl'), name);
}

const log = { info: () => undefined, warn: () => undefined };
const start = (url: string) =>
  openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO_DATA: 'true' }), log);

describe('two instances starting together', () => {
  it.each(['empty', 'migrated'] as const)(
    '%s database: both start; migrations, super administrator and demo data are there once',
    async (from) => {
      const url = await newDatabase(from);
      const opened = await Promise.all([start(url), start(url)]);
      await Promise.all(opened.map((database) => database.close()));

      const { pool, db } = createDatabase(url, { max: 1 });
      try {
        const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const migrations = await db.execute<{ n: number; distinct: number }>(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        );
        expect(migrations.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
        expect(await db.$count(enterprises)).toBe(DEMO_ENTERPRISES.length);
        expect(await db.$count(users, eq(users.kind, 'admin'))).toBe(1);
      } finally {
        await pool.end();
      }
    },
  );
});
