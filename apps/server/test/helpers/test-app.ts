import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { inject } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { LocalDiskStorage } from '../../src/platform/files/index.ts';
import { seedDemoDataIfEmpty } from '../../src/db/seed.ts';
import { reconcileBuiltins } from '../../src/db/seed/builtins.ts';
import { runMigrations } from '../../src/db/migrate.ts';
import { startSession } from '../../src/modules/auth/session-service.ts';
import { createTestUser } from './test-user.ts';
import { databaseUrlFor } from './database-url.ts';
import { usePersonalDataKeys } from '../../src/platform/personal-data/index.ts';

export interface TestApp {
  app: FastifyInstance;
  db: Database;
  dataDir: string;
  /** A bearer header of a freshly signed-in user with this role (and enterprise, for enterprise users). */
  authHeader: (roleCode: string, options?: { enterpriseId?: number | null }) => Promise<{ authorization: string }>;
  close: () => Promise<void>;
}

/**
 * A fresh database cloned from the migrated template, for one test file; `seeded`: from the one
 * holding the demo data, whose files are then under inject('seededFilesDir').
 */
export async function createTestDatabase({ seeded = false } = {}): Promise<{ url: string; drop: () => Promise<void> }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = inject(seeded ? 'seededTemplateDatabase' : 'templateDatabase');
  await admin.query(`create database ${name} template ${template}`);
  return {
    url: databaseUrlFor(adminUrl, name),
    drop: async () => {
      await admin.query(`drop database if exists ${name} with (force)`);
      await admin.end();
    },
  };
}

/** A fresh database (see createTestDatabase) opened through the app's own Drizzle client; close drops it. */
export async function openTestDatabase(max = 1): Promise<{ db: Database; close: () => Promise<void> }> {
  const database = await createTestDatabase();
  const { db, pool } = createDatabase(database.url, { max });
  return {
    db,
    close: async () => {
      await pool.end();
      await database.drop();
    },
  };
}

export async function buildTestApp(
  options: {
    seed?: boolean;
    env?: Record<string, string>;
    jwtSecret?: string;
    logStream?: { write(line: string): void };
    /** A database of another server (a primary with its replica), migrated here and kept at close, instead of a fresh clone. */
    databaseUrl?: string;
  } = {},
): Promise<TestApp> {
  // Seeded here only on another server's database; a clone of the seeded template comes with it.
  const seedHere = options.seed === true && options.databaseUrl !== undefined;
  const database = options.databaseUrl
    ? { url: options.databaseUrl, drop: async () => undefined }
    : await createTestDatabase({ seeded: options.seed === true });
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-app-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: database.url,
    ...inject('personalDataKeys'),
    ...options.env,
  });
  usePersonalDataKeys(config);
  const { pool, db } = createDatabase(database.url, { max: 4 });
  if (options.databaseUrl) await runMigrations(db);
  await reconcileBuiltins(db);
  if (seedHere) await seedDemoDataIfEmpty(db, new LocalDiskStorage(config.filesDir));
  else if (options.seed) await fs.cp(inject('seededFilesDir'), config.filesDir, { recursive: true });
  const app = await buildApp({
    config,
    db,
    jwtSecret: options.jwtSecret ?? randomBytes(32).toString('hex'),
    logStream: options.logStream,
  });
  await app.ready();
  return {
    app,
    db,
    dataDir,
    authHeader: async (roleCode, { enterpriseId = null } = {}) => {
      const userId = await createTestUser(db, roleCode, enterpriseId);
      const { accessToken } = await startSession(db, app.tokens, { userId, provider: 'password' });
      return { authorization: `Bearer ${accessToken}` };
    },
    close: async () => {
      await app.close();
      await pool.end();
      await database.drop();
      await fs.rm(dataDir, { recursive: true, force: true });
    },
  };
}
