import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-server.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { seedIdentityIfEmpty } from '../apps/server/src/db/seed/identity.ts';
import type { Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';

export async function withClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function startTemporaryServer(teardown: Teardown): Promise<string> {
  const dataDir = await temporaryDirectory('credit-bench-pg-', teardown);
  const server = await startEmbeddedPostgres(dataDir, {
    log: { info: () => undefined, warn: (msg) => console.warn(msg) },
  });
  teardown.add('embedded PostgreSQL', server.stop);
  return server.url;
}

/**
 * A new database for this run, migrated by the app's own code and holding the roles and menus the
 * app seeds at its first start (the generated users need the roles), dropped at teardown: created in the server of
 * `serverUrl` when given, else in an embedded PostgreSQL started in a temp dir.
 */
export async function createBenchDatabase(serverUrl: string | undefined, teardown: Teardown): Promise<string> {
  const adminUrl = serverUrl ?? (await startTemporaryServer(teardown));
  const name = `credit_bench_${Date.now()}`;
  await withClient(adminUrl, (client) => client.query(`create database ${name} encoding 'UTF8' template template0`));
  teardown.add(`database ${name}`, async () => {
    await withClient(adminUrl, (client) => client.query(`drop database if exists ${name} with (force)`));
  });

  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const { pool, db } = createDatabase(url.toString(), { max: 1 });
  try {
    await runMigrations(db);
    await seedIdentityIfEmpty(db);
  } finally {
    await pool.end();
  }
  return url.toString();
}
