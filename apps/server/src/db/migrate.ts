import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { migrateJobQueue } from '../platform/jobs/worker.ts';
import { sealClearPersonalData } from '../platform/personal-data/index.ts';
import { SERVER_DIR } from '../server-directory.ts';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/**
 * The app's schema (drizzle migrations), the clear personal data they left sealed in Node (the SQL
 * cannot hold the key; docs/personal-data.md), and the job queue's own schema (graphile_worker).
 */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await sealClearPersonalData(db.$client);
  await migrateJobQueue(db.$client);
}
