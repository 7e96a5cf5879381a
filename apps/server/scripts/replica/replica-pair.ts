import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { freePort } from '../cluster/child-process.ts';
import { ownDirectory, requirePostgresPrograms, runPostgresProgram } from './postgres-programs.ts';

/** The database the platform keeps its data in on the pair. */
const DATABASE = 'credit';

/** Both servers listen on 127.0.0.1 only, where every connection, replication included, is trusted. */
const PG_HBA = `# A local primary and its standby: connections from this machine only.
host all         all 127.0.0.1/32 trust
host replication all 127.0.0.1/32 trust
`;

/**
 * Copied into the standby by pg_basebackup, so both servers take it. The standby answers reads
 * (hot_standby) and tells the primary what its queries still read, so a long statistics query is
 * not cancelled by the primary's cleanup (hot_standby_feedback).
 */
const SETTINGS = `
listen_addresses = '127.0.0.1'
unix_socket_directories = ''
hot_standby = on
hot_standby_feedback = on
`;

export interface ReplicaPair {
  /** The primary: where the platform writes (DATABASE_URL). */
  primaryUrl: string;
  /** Its hot standby, streaming from it: where lag-tolerant reads go (DATABASE_READ_URL). */
  replicaUrl: string;
  stop: () => Promise<void>;
}

const urlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/${DATABASE}`;
const serverUrlOf = (port: number) => `postgres://postgres@127.0.0.1:${port}/postgres`;

async function query<Row extends object>(url: string, text: string): Promise<Row[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query<Row>(text)).rows;
  } finally {
    await client.end();
  }
}

/** A server a crashed run left behind is stopped before its directory is used again. */
async function stopLeftover(dataDir: string, directory: string): Promise<void> {
  if (existsSync(path.join(dataDir, 'postmaster.pid')))
    await runPostgresProgram('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w'], directory).catch(() => undefined);
}

/** Starts the server of `dataDir` on `port`, logging to `<dataDir>.log`, and waits until it takes connections. */
async function startServer(
  dataDir: string,
  port: number,
  directory: string,
  options = '',
): Promise<() => Promise<void>> {
  await runPostgresProgram(
    'pg_ctl',
    ['start', '-D', dataDir, '-l', `${dataDir}.log`, '-w', '-t', '120', '-o', `-p ${port} ${options}`],
    directory,
  );
  return () => runPostgresProgram('pg_ctl', ['stop', '-D', dataDir, '-m', 'fast', '-w'], directory);
}

/** Waits until the primary streams its WAL to a standby. */
async function waitForStreaming(primaryUrl: string, timeoutMs = 60_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const rows = await query(primaryUrl, `select 1 from pg_stat_replication where state = 'streaming'`);
    if (rows.length > 0) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the standby did not start streaming from the primary within ${timeoutMs / 1000} s`);
}

/**
 * A PostgreSQL 15 primary and a hot standby streaming from it (docs/read-replica.md), both under
 * `directory` (`primary/`, `standby/`, their logs), on free loopback ports. The servers are this
 * machine's PostgreSQL 15 programs run on their own data, never the machine's own server. A
 * directory used before is started again with its data; a server a crashed run left is stopped first.
 */
export async function startReplicaPair({ directory }: { directory: string }): Promise<ReplicaPair> {
  requirePostgresPrograms();
  const root = path.resolve(directory);
  await ownDirectory(root);
  const primaryDir = path.join(root, 'primary');
  const standbyDir = path.join(root, 'standby');
  await stopLeftover(standbyDir, root);
  await stopLeftover(primaryDir, root);

  if (!existsSync(path.join(primaryDir, 'PG_VERSION'))) {
    // A directory without PG_VERSION is an initdb that never finished: nothing to keep.
    await fs.rm(primaryDir, { recursive: true, force: true });
    await runPostgresProgram(
      'initdb',
      ['-D', primaryDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8'],
      root,
    );
    await fs.writeFile(path.join(primaryDir, 'pg_hba.conf'), PG_HBA);
    await fs.appendFile(path.join(primaryDir, 'postgresql.conf'), SETTINGS);
  }
  const stops: (() => Promise<void>)[] = [];
  const stop = async () => {
    for (const stopOne of stops.splice(0).reverse()) await stopOne().catch(() => undefined);
  };
  try {
    const primaryPort = await freePort();
    stops.push(await startServer(primaryDir, primaryPort, root));
    const primaryServer = serverUrlOf(primaryPort);
    if ((await query(primaryServer, `select 1 from pg_database where datname = '${DATABASE}'`)).length === 0)
      await query(primaryServer, `create database ${DATABASE}`);

    if (!existsSync(path.join(standbyDir, 'standby.signal'))) {
      await fs.rm(standbyDir, { recursive: true, force: true });
      await runPostgresProgram(
        'pg_basebackup',
        [
          '-h',
          '127.0.0.1',
          '-p',
          String(primaryPort),
          '-U',
          'postgres',
          '-D',
          standbyDir,
          '-R',
          '-X',
          'stream',
          '-c',
          'fast',
        ],
        root,
      );
    }
    const standbyPort = await freePort();
    // The primary's port is given at every start: a directory started again has a new one.
    const conninfo = `-c "primary_conninfo=host=127.0.0.1 port=${primaryPort} user=postgres"`;
    stops.push(await startServer(standbyDir, standbyPort, root, conninfo));
    await waitForStreaming(primaryServer);
    return { primaryUrl: urlOf(primaryPort), replicaUrl: urlOf(standbyPort), stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
