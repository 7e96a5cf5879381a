import path from 'node:path';
import { migrate } from 'drizzle-orm/node-postgres/migrator';
import type { Database } from './client.ts';
import { SERVER_DIR } from '../server-directory.ts';

export const MIGRATIONS_DIR = path.join(SERVER_DIR, 'drizzle');

export async function runMigrations(db: Database): Promise<void> {
  await migrate(db, { migrationsFolder: MIGRATIONS_DIR });
}
