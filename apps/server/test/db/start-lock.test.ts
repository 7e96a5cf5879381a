import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDatabase } from '../../src/db/client.ts';
import { enterprises, users } from '../../src/db/schema/index.ts';
import { DEMO_ENTERPRISES } from '../../src/db/seed/demo-enterprises.ts';
import { openDatabase } from '../../src/db/open-database.ts';
import { MIGRATIONS_DIR } from '../../src/db/migrate.ts';
import { databaseUrlFor } from '../helpers/database-url.ts';

const admin = new pg.Client({ connectionString: inject('adminDatabaseUrl') });
const created: string[] = [];
let dataDir: string;

beforeAll(async () => {
  await admin.connect();
  dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-start-'));
});
afterAll(async () => {
  for (const name of created) await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
  await fs.rm(dataDir, { recursive: true, force: true });
});

/** A new database: empty, or a copy of the migrated template (migrated, never seeded). */
async function newDatabase(from: 'empty' | 'migrated'): Promise<string> {
  const name = `t_start_${randomBytes(6).toString('hex')}`;
  created.push(name);
  await admin.query(`create database ${name}${from === 'migrated' ? ` template ${inject('templateDatabase')}` : ''}`);
  return databaseUrlFor(inject('adminDatabaseUrl'), name);
}

const log = { info: () => undefined, warn: () => undefined };
const start = (url: string) =>
  openDatabase(loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DATABASE_URL: url, SEED_DEMO_DATA: 'true' }), log);

describe('two instances starting together', () => {
  it.each(['empty', 'migrated'] as const)(
    '%s database: both start; migrations, super administrator and demo data are there once',
    async (from) => {
      const url = await newDatabase(from);
      const opened = await Promise.all([start(url), start(url)]);
      await Promise.all(opened.map((database) => database.close()));

      const { pool, db } = createDatabase(url, { max: 1 });
      try {
        const journal = JSON.parse(await fs.readFile(path.join(MIGRATIONS_DIR, 'meta/_journal.json'), 'utf8')) as {
          entries: unknown[];
        };
        const migrations = await db.execute<{ n: number; distinct: number }>(
          sql`select count(*)::int as n, count(distinct hash)::int as distinct from drizzle.__drizzle_migrations`,
        );
        expect(migrations.rows[0]).toEqual({ n: journal.entries.length, distinct: journal.entries.length });
        expect(await db.$count(enterprises)).toBe(DEMO_ENTERPRISES.length);
        expect(await db.$count(users, eq(users.kind, 'admin'))).toBe(1);
      } finally {
        await pool.end();
      }
    },
  );

  it('as two server processes on an empty database, both answer /healthz', async () => {
    const url = await newDatabase('empty');
    const started = await Promise.all([startServer(url), startServer(url)]);
    try {
      for (const { port } of started) expect((await fetch(`http://127.0.0.1:${port}/healthz`)).status).toBe(200);
    } finally {
      for (const { child } of started) child.kill('SIGTERM');
      await Promise.all(started.map(({ child }) => new Promise((resolve) => child.once('exit', resolve))));
    }
  }, 240_000);
});

const serverDir = fileURLToPath(new URL('../..', import.meta.url));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** `src/main.ts` in a process of its own on `url`, once it answers its health probe. */
async function startServer(url: string): Promise<{ child: ChildProcess; port: number }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url,
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const deadline = Date.now() + 200_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}: ${stderr}`);
    const answered = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (answered) return { child, port };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  child.kill('SIGKILL');
  throw new Error(`the server did not answer: ${stderr}`);
}
