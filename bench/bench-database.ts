import fs from 'node:fs/promises';
import pg from 'pg';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { startEmbeddedPostgres } from '../apps/server/src/db/embedded-server.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { reconcileBuiltins } from '../apps/server/src/db/seed/builtins.ts';
import { procBytes } from './process-memory.ts';
import { megabytes } from './report.ts';
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

const QUIET_MS = 500;
const GRACE_MS = 30_000;

const ACTIVE_QUERIES = `
  select pid from pg_stat_activity
  where datname = current_database() and backend_type = 'client backend' and state = 'active' and pid <> pg_backend_pid()`;

/**
 * Waits until no other session runs a query in the bench database for QUIET_MS: the requests a
 * load left in flight (a server goes on answering after the load generator stops) must not weigh
 * on the next case. What still runs after GRACE_MS is cancelled, as a user would give up.
 */
export async function waitUntilDatabaseQuiet(url: string): Promise<void> {
  await withClient(url, async (client) => {
    const started = Date.now();
    let quietSince = Date.now();
    let cancelled = false;
    while (Date.now() - quietSince < QUIET_MS) {
      const { rows } = await client.query<{ pid: number }>(ACTIVE_QUERIES);
      if (rows.length > 0) quietSince = Date.now();
      if (rows.length > 0 && Date.now() - started > GRACE_MS) {
        await client.query('select pg_cancel_backend(pid) from unnest($1::int[]) as pid', [rows.map((r) => r.pid)]);
        cancelled = true;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    if (cancelled) console.log(`  cancelled the queries still running ${GRACE_MS / 1000} s after the load`);
  });
}

/**
 * Waits until the queue has run the jobs an instance enqueues when it starts (`jobsAtStart`: the
 * desks' days of the last twelve months, a year of history at the bench's size), so that the cases
 * meet a platform past its start-up work and the quiet wait never cancels the job's queries.
 */
export async function waitForStartJobs(url: string, tasks: readonly string[]): Promise<void> {
  const started = performance.now();
  await withClient(url, async (client) => {
    for (;;) {
      const { rows } = await client.query<{ n: number }>(
        'select count(*)::int as n from graphile_worker.jobs where task_identifier = any($1)',
        [tasks],
      );
      if (rows[0]?.n === 0) return;
      await new Promise((resolve) => setTimeout(resolve, 1000));
    }
  });
  console.log(`The start-up jobs (${tasks.join(', ')}) ran in ${((performance.now() - started) / 1000).toFixed(0)} s`);
}

/** Dirty and writeback memory below which the machine is taken as settled (/proc/meminfo). */
const SETTLED_BYTES = 64 * 1024 * 1024;
const SETTLE_LIMIT_MS = 10 * 60_000;

async function unwrittenBytes(): Promise<number> {
  const meminfo = await fs.readFile('/proc/meminfo', 'utf8');
  return procBytes(meminfo, 'Dirty', '/proc/meminfo') + procBytes(meminfo, 'Writeback', '/proc/meminfo');
}

/**
 * Waits until the operating system has written out what the generation left in its cache (at
 * 1,000,000 enterprises gigabytes, written back for minutes after the checkpoint), at most ten
 * minutes: the cases measured meanwhile met a disk busy with it, reading their pages at a
 * fraction of its speed.
 */
export async function waitUntilWrittenBack(): Promise<void> {
  const started = performance.now();
  const first = await unwrittenBytes().catch(() => 0);
  if (first <= SETTLED_BYTES) return;
  while ((await unwrittenBytes()) > SETTLED_BYTES && performance.now() - started < SETTLE_LIMIT_MS)
    await new Promise((resolve) => setTimeout(resolve, 1000));
  console.log(
    `The machine wrote back ${(first / 1024 / 1024).toFixed(0)} MB in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
}

/**
 * Reads every table and index of the database once (pg_prewarm into the operating system's
 * cache), so the cases measure what a server whose data fits its memory does. After a
 * generation the cache holds what was written last: at 1,000,000 enterprises the first cases met
 * the enterprises and their name pairs on disk and answered at the disk's speed (华信 page 50: 39
 * req/s), while the same searches ran at 2,700 req/s once earlier cases had read those pages.
 */
export async function readIntoMemory(databaseUrl: string): Promise<void> {
  const started = performance.now();
  const blocks = await withClient(databaseUrl, async (client) => {
    await client.query('create extension if not exists pg_prewarm');
    const { rows } = await client.query<{ blocks: string }>(`
      select coalesce(sum(pg_prewarm(c.oid, 'read')), 0) as blocks from pg_class c
       where c.relnamespace = 'public'::regnamespace and c.relkind in ('r', 'i', 'm')`);
    return Number(rows[0]?.blocks ?? 0);
  });
  console.log(
    `Read the database into memory: ${megabytes(blocks * 8192, 0)} MB in ${((performance.now() - started) / 1000).toFixed(0)} s`,
  );
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
    await reconcileBuiltins(db);
  } finally {
    await pool.end();
  }
  return url.toString();
}
