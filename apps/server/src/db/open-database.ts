import type pg from 'pg';
import type { Config } from '../config.ts';
import { createDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-server.ts';
import { runMigrations } from './migrate.ts';
import { seedDemoDataIfEmpty } from './seed.ts';
import { reconcileBuiltins } from './seed/builtins.ts';
import { createFileStorage } from '../platform/files/index.ts';
import { usePersonalDataKeys } from '../platform/personal-data/index.ts';
import { ensureSuperAdmin } from '../modules/auth/super-admin.ts';
import { refreshScores } from '../modules/scoring/score-refresh.ts';

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

export interface OpenDatabase {
  db: Database;
  close: () => Promise<void>;
}

/**
 * Held by the one instance preparing the database (migrations, built-ins, super administrator,
 * demo seed, score refresh): instances starting together wait, then find it done (docs/instances.md).
 */
const START_LOCK = 1_794_038;

/** Runs `work` holding a session-level advisory lock on a connection of its own, released after. */
async function underSessionLock<T>(pool: pg.Pool, key: number, work: () => Promise<T>): Promise<T> {
  const holder = await pool.connect();
  try {
    await holder.query('select pg_advisory_lock($1)', [key]);
    try {
      return await work();
    } finally {
      await holder.query('select pg_advisory_unlock($1)', [key]);
    }
  } finally {
    holder.release();
  }
}

/** The external PostgreSQL of DATABASE_URL, else the embedded one; migrated and, when empty, seeded. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  // Before the migrations: the migrate step seals what migration 0042 found in the clear.
  usePersonalDataKeys(config);
  const server = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined }
    : await startEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort, log });
  const { pool, db } = createDatabase(server.url);
  try {
    await underSessionLock(pool, START_LOCK, () => prepare(db, config, log));
  } catch (error) {
    await pool.end();
    await server.stop();
    throw error;
  }
  return {
    db,
    close: async () => {
      await pool.end();
      await server.stop();
    },
  };
}

/** Brings the database up to this release and, when empty, seeds it; finds it done when another instance did. */
async function prepare(db: Database, config: Config, log: Logger): Promise<void> {
  await runMigrations(db);
  await reconcileBuiltins(db);
  await ensureSuperAdmin(db, { adminPassword: config.adminPassword, dataDir: config.dataDir }, log);
  if (config.seedDemoData && (await seedDemoDataIfEmpty(db, createFileStorage(config))))
    log.info('Demo data seeded');
  // Expiries and a standard taking effect while the platform was stopped count from the start.
  await refreshScores(db);
}
