import type { Config } from '../config.ts';
import { createDatabase, type Database } from './client.ts';
import { startEmbeddedPostgres } from './embedded-server.ts';
import { runMigrations } from './migrate.ts';
import { seedDemoDataIfEmpty } from './seed.ts';
import { reconcileBuiltins } from './seed/builtins.ts';
import { createFileStorage } from '../platform/files/index.ts';
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

/** The external PostgreSQL of DATABASE_URL, else the embedded one; migrated and, when empty, seeded. */
export async function openDatabase(config: Config, log: Logger): Promise<OpenDatabase> {
  const server = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined }
    : await startEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort, log });
  const { pool, db } = createDatabase(server.url);
  try {
    await runMigrations(db);
    await reconcileBuiltins(db);
    await ensureSuperAdmin(db, { adminPassword: config.adminPassword, dataDir: config.dataDir }, log);
    if (config.seedDemoData && (await seedDemoDataIfEmpty(db, createFileStorage(config))))
      log.info('Demo data seeded');
    // Expiries and a standard taking effect while the platform was stopped count from the start.
    await refreshScores(db);
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
