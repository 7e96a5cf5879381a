import fs from 'node:fs/promises';
import path from 'node:path';
import type pg from 'pg';
import { MIGRATIONS_DIR } from '../../db/migrate.ts';

/** A migration by its tag and its journal time (what drizzle records as applied). */
export interface MigrationLevel {
  tag: string;
  when: number;
}

async function journal(): Promise<MigrationLevel[]> {
  const text = await fs.readFile(path.join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8');
  return (JSON.parse(text) as { entries: MigrationLevel[] }).entries.map(({ tag, when }) => ({ tag, when }));
}

/** The last migration this program carries. */
export async function codeMigrationLevel(): Promise<MigrationLevel> {
  const entries = await journal();
  const last = entries.at(-1);
  if (!last) throw new Error(`No migration in ${MIGRATIONS_DIR}`);
  return last;
}

/** The last migration applied to the client's database; undefined when none was. */
export async function databaseMigrationLevel(client: pg.ClientBase): Promise<MigrationLevel | undefined> {
  const applied = await client.query<{ when: string | null }>(
    `select case when to_regclass('drizzle.__drizzle_migrations') is not null
       then (select max(created_at)::text from drizzle.__drizzle_migrations) end as when`,
  );
  const when = applied.rows[0]?.when;
  if (when === null || when === undefined) return undefined;
  const known = (await journal()).find((entry) => entry.when === Number(when));
  return known ?? { tag: `未知迁移（${when}）`, when: Number(when) };
}
