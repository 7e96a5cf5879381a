import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { migrateJobQueue } from '../platform/jobs/worker.ts';
import { SERVER_DIR } from '../server-directory.ts';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

/** The app's schema (drizzle migrations) and the job queue's own (graphile_worker). */
export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
  await migrateJobQueue(db.$client);
}
