import type { Config } from '../../config.ts';
import { createDatabase, type Database } from '../../db/client.ts';
import { startEmbeddedPostgres } from '../../db/embedded-server.ts';

/**
 * The database a backup or restore command works on, as the app finds it (DATABASE_URL, else the
 * embedded server under DATA_DIR) but neither migrated nor seeded. An embedded server that was
 * already running (the app's) is left running when the command ends.
 */
export async function openCommandDatabase(config: Config): Promise<{ db: Database; close: () => Promise<void> }> {
  const log = { info: () => undefined, warn: (message: string) => console.warn(message) };
  const server = config.databaseUrl
    ? { url: config.databaseUrl, stop: async () => undefined, adopted: true }
    : await startEmbeddedPostgres(config.dataDir, { port: config.embeddedPgPort, log });
  const { pool, db } = createDatabase(server.url, { max: 2 });
  return {
    db,
    close: async () => {
      await pool.end();
      if (!server.adopted) await server.stop();
    },
  };
}
