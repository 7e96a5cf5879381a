import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-server.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { seedDemoDataIfEmpty } from '../src/db/seed.ts';
import { reconcileBuiltins } from '../src/db/seed/builtins.ts';
import { LocalDiskStorage } from '../src/platform/files/index.ts';
import { usePersonalDataKeys } from '../src/platform/personal-data/index.ts';
import { TEST_KEY_ENVIRONMENT, testKeyEnvironment } from './helpers/personal-data-keys.ts';
import { databaseUrlFor } from './helpers/database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
    /** The template with the demo data seeded, whose files are under seededFilesDir. */
    seededTemplateDatabase: string;
    seededFilesDir: string;
    /** The personal data keys (PERSONAL_DATA_KEYS, PERSONAL_DATA_LOOKUP_KEY) the templates' values are sealed with. */
    personalDataKeys: Record<(typeof TEST_KEY_ENVIRONMENT)[number], string>;
  }
}

/**
 * One PostgreSQL for the run — the external one of TEST_DATABASE_URL, else an embedded server in
 * a temporary directory — holding a migrated template and a second one with the demo data seeded
 * (its files in a directory of their own); each test file clones its own database from either, so
 * the demo data is seeded once a run instead of once a file.
 */
export default async function setup(project: TestProject) {
  const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
  const personalDataKeys = testKeyEnvironment();
  usePersonalDataKeys(loadConfig(personalDataKeys));
  let dataDir: string | undefined;
  let server: { url: string; stop: () => Promise<void> };
  if (process.env.TEST_DATABASE_URL) {
    server = { url: process.env.TEST_DATABASE_URL, stop: async () => undefined };
  } else {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-test-'));
    server = await startEmbeddedPostgres(dataDir, { log: quiet });
  }
  const template = `credit_template_${process.pid}`;
  const admin = new pg.Client({ connectionString: server.url });
  await admin.connect();
  await admin.query(`drop database if exists ${template}`);
  await admin.query(`create database ${template}`);
  const { pool, db } = createDatabase(databaseUrlFor(server.url, template), { max: 1 });
  await runMigrations(db);
  await pool.end();

  const seededTemplate = `credit_seeded_${process.pid}`;
  const seededFilesDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-seeded-files-'));
  await admin.query(`drop database if exists ${seededTemplate}`);
  await admin.query(`create database ${seededTemplate} template ${template}`);
  const seeded = createDatabase(databaseUrlFor(server.url, seededTemplate), { max: 1 });
  await reconcileBuiltins(seeded.db);
  await seedDemoDataIfEmpty(seeded.db, new LocalDiskStorage(seededFilesDir));
  await seeded.pool.end();

  project.provide('adminDatabaseUrl', server.url);
  project.provide('templateDatabase', template);
  project.provide('seededTemplateDatabase', seededTemplate);
  project.provide('seededFilesDir', seededFilesDir);
  project.provide('personalDataKeys', personalDataKeys);

  return async () => {
    for (const name of [seededTemplate, template]) await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
    await server.stop();
    await fs.rm(seededFilesDir, { recursive: true, force: true });
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
