import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { createDatabase } from '../src/db/client.ts';
import { startEmbeddedPostgres } from '../src/db/embedded-server.ts';
import { runMigrations } from '../src/db/migrate.ts';
import { databaseUrlFor } from './helpers/database-url.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    adminDatabaseUrl: string;
    templateDatabase: string;
  }
}

/**
 * One PostgreSQL for the run — the external one of TEST_DATABASE_URL, else an embedded server in
 * a temporary directory — holding a migrated template; each test file clones its own database.
 */
export default async function setup(project: TestProject) {
  const quiet = { info: () => undefined, warn: (m: string) => console.warn(m) };
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

  project.provide('adminDatabaseUrl', server.url);
  project.provide('templateDatabase', template);

  return async () => {
    await admin.query(`drop database if exists ${template} with (force)`);
    await admin.end();
    await server.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  };
}
