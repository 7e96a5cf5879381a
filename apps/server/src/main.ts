import { loadConfig } from './config.ts';
import { openDatabase } from './db/open-database.ts';
import { readOrCreateSecretFile } from './platform/secret-file.ts';
import { buildApp } from './app.ts';
import { boundHeapGrowth } from './heap-growth.ts';

boundHeapGrowth();

const config = loadConfig();
const database = await openDatabase(config, console);
const jwtSecret = config.jwtSecret ?? (await readOrCreateSecretFile(`${config.dataDir}/jwt.secret`, 48));
const app = await buildApp({ config, db: database.db, jwtSecret });

let closing = false;
async function shutdown(signal: string): Promise<void> {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received, shutting down`);
  const force = setTimeout(() => process.exit(1), 20_000).unref();
  try {
    await app.close();
    await database.close();
  } finally {
    clearTimeout(force);
    process.exit(0);
  }
}
// The embedded server's library installs its own exit hooks; ours stop the app before the database.
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.removeAllListeners(signal);
  process.once(signal, () => void shutdown(signal));
}

await app.listen({ port: config.port, host: config.host });
