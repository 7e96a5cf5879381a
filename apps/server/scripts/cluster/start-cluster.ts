import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { buildIfStale } from '../../../../scripts/build-if-stale.mjs';
import { startEmbeddedPostgres } from '../../src/db/embedded-server.ts';
import { readOrCreateSecretFile } from '../../src/platform/secret-file.ts';
import { freePort, hasExited, stopChild, waitUntilReady } from './child-process.ts';
import { startS3Server } from '../s3-server.ts';
import { haproxyConfig } from './haproxy-config.ts';

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));

export interface ClusterOptions {
  /** The cluster's own files: the embedded database, the object store, logs, the shared secret. */
  dataDir: string;
  /** Where the proxy listens. */
  host: string;
  port: number;
  instances: number;
  /** An external PostgreSQL; unset, one embedded server under dataDir serves every instance. */
  databaseUrl?: string;
  /** More settings for every instance (ADMIN_PASSWORD, LOG_LEVEL, SEED_DEMO_DATA, …). */
  env?: Record<string, string>;
  /** Each line an instance or the proxy prints, prefixed with its name. */
  onLine?: (line: string) => void;
}

export interface ClusterInstance {
  name: string;
  /** http://127.0.0.1:<port>, past the proxy. */
  origin: string;
  running: () => boolean;
  /** The process's id while it runs (for its memory, read from /proc/<pid>/status). */
  pid: () => number | undefined;
  /** Ends the process at once, as a crash would (`kill -9`). */
  kill: () => void;
  /** Starts it again (same port, same settings) and waits until it answers /healthz. */
  start: () => Promise<void>;
  stop: () => Promise<void>;
}

export interface Cluster {
  /** Where users reach the platform: the proxy. */
  url: string;
  databaseUrl: string;
  instances: ClusterInstance[];
  /** The proxy's request log so far, one line per request naming the instance that answered. */
  proxyLog: () => string[];
  stop: () => Promise<void>;
}

/** Lines of a child's output, written to its log file and handed on, prefixed. */
function pipeLines(
  child: ChildProcess,
  name: string,
  file: WriteStream,
  onLine: (line: string) => void,
  kept?: string[],
) {
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    createInterface({ input: stream }).on('line', (line) => {
      file.write(`${line}\n`);
      kept?.push(line);
      onLine(`[${name}] ${line}`);
    });
  }
}

/**
 * Several instances of the platform on one PostgreSQL and one S3-compatible object store, behind
 * HAProxy (docs/deployment.md): what `npm run cluster` runs, and what the cluster's journey, fault
 * test and soak start. The instances run the compiled server as `npm start` does.
 */
export async function startCluster(options: ClusterOptions): Promise<Cluster> {
  const onLine = options.onLine ?? (() => undefined);
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.splice(0).reverse()) await stop().catch(() => undefined);
  };
  try {
    await fs.mkdir(options.dataDir, { recursive: true });
    const serverEntry = await buildIfStale();
    const log = {
      info: (line: string) => onLine(`[postgres] ${line}`),
      warn: (line: string) => onLine(`[postgres] ${line}`),
    };
    const database = options.databaseUrl
      ? { url: options.databaseUrl, stop: async () => undefined }
      : await startEmbeddedPostgres(path.join(options.dataDir, 'database'), { log });
    stops.push(database.stop);
    const s3 = await startS3Server({ directory: path.join(options.dataDir, 'objects') });
    stops.push(s3.stop);
    const jwtSecret = await readOrCreateSecretFile(path.join(options.dataDir, 'jwt.secret'), 48);
    // Every instance seals and opens ID card and mobile numbers with the same keys (docs/personal-data.md):
    // the environment's, else the cluster's own, kept beside its JWT secret.
    const personalData = {
      PERSONAL_DATA_KEYS:
        process.env['PERSONAL_DATA_KEYS'] ??
        `k1:${await readOrCreateSecretFile(path.join(options.dataDir, 'personal-data-k1.secret'), 32)}`,
      PERSONAL_DATA_LOOKUP_KEY:
        process.env['PERSONAL_DATA_LOOKUP_KEY'] ??
        (await readOrCreateSecretFile(path.join(options.dataDir, 'personal-data-lookup.secret'), 32)),
    };
    const publicUrl = options.env?.PUBLIC_URL ?? `http://localhost:${options.port}`;

    const instances: ClusterInstance[] = [];
    for (let index = 1; index <= options.instances; index++) {
      const name = `app${index}`;
      const port = await freePort();
      const env = {
        ...process.env,
        ...options.env,
        NODE_ENV: 'production',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: publicUrl,
        DATA_DIR: path.join(options.dataDir, name),
        DATABASE_URL: database.url,
        JWT_SECRET: jwtSecret,
        ...personalData,
        TRUST_PROXY: '127.0.0.1',
        ...s3.settings,
      };
      const logFile = createWriteStream(path.join(options.dataDir, `${name}.log`), { flags: 'a' });
      let child: ChildProcess | undefined;
      const origin = `http://127.0.0.1:${port}`;
      const start = async () => {
        child = spawn(process.execPath, ['--enable-source-maps', serverEntry], {
          cwd: REPO_ROOT,
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        pipeLines(child, name, logFile, onLine);
        await waitUntilReady(child, name, `${origin}/healthz`, 180_000);
      };
      const instance: ClusterInstance = {
        name,
        origin,
        running: () => child !== undefined && !hasExited(child),
        pid: () => (child && !hasExited(child) ? child.pid : undefined),
        kill: () => child?.kill('SIGKILL'),
        start,
        stop: async () => {
          if (child) await stopChild(child);
        },
      };
      stops.push(async () => {
        await instance.stop();
        logFile.end();
      });
      instances.push(instance);
    }
    // Started together, as an operator's service manager would: the first to start migrates and
    // seeds under the database's lock, the others wait for it.
    await Promise.all(instances.map((instance) => instance.start()));

    const proxyLines: string[] = [];
    const configFile = path.join(options.dataDir, 'haproxy.cfg');
    await fs.writeFile(
      configFile,
      haproxyConfig({
        host: options.host,
        port: options.port,
        instancePorts: instances.map((i) => Number(new URL(i.origin).port)),
      }),
    );
    const proxy = spawn('haproxy', ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
    proxy.once('error', (error) => onLine(`[haproxy] ${error.message}: install it with apt-get install haproxy`));
    const proxyFile = createWriteStream(path.join(options.dataDir, 'haproxy.log'), { flags: 'a' });
    pipeLines(proxy, 'haproxy', proxyFile, onLine, proxyLines);
    stops.push(async () => {
      await stopChild(proxy, 5_000);
      proxyFile.end();
    });
    const url = `http://127.0.0.1:${options.port}`;
    await waitUntilReady(proxy, 'haproxy', `${url}/healthz`, 30_000);

    return { url, databaseUrl: database.url, instances, proxyLog: () => [...proxyLines], stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
