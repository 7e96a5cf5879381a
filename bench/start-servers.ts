import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { REPO_ROOT, startChildServer, type ChildServer } from './child-server.ts';
import type { Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';

export interface AppServer extends ChildServer {
  /** Authorization header value of the super administrator, who may inquire enterprises and import assessments. */
  authorization: string;
  /** The super administrator's password, for another server on the same database (the soak's cluster). */
  adminPassword: string;
}

/** Signs the super administrator in as a user would (password grant); the Authorization header value. */
export async function signInAdmin(origin: string, password: string): Promise<string> {
  const response = await fetch(`${origin}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ grant_type: 'password', username: 'admin', password }),
  });
  const { access_token: token } = (await response.json()) as { access_token?: string };
  if (!token) throw new Error(`bench sign-in failed with HTTP ${response.status}`);
  return `Bearer ${token}`;
}

/**
 * The real server, compiled as `npm start` runs it, on the bench database, with a token it accepts;
 * given a directory, the server writes its CPU profile there when the run stops it.
 */
export async function startApp(databaseUrl: string, teardown: Teardown, cpuProfileDir?: string): Promise<AppServer> {
  const build = spawnSync(process.execPath, ['scripts/build-server.mjs'], { cwd: REPO_ROOT, stdio: 'inherit' });
  if (build.status !== 0) throw new Error('the server build failed');
  const jwtSecret = randomBytes(36).toString('base64url');
  const adminPassword = `Bench${randomBytes(8).toString('hex')}1`;
  const dataDir = await temporaryDirectory('credit-bench-app-', teardown);
  const server = await startChildServer('app', 'apps/server/dist/main.js', {
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      ADMIN_PASSWORD: adminPassword,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
      // All the load comes from this one address: the public calls' per-address budget would answer
      // most of it with 429 (docs/list-benchmark.md).
      PUBLIC_RATE_LIMIT: '1000000',
      // One sign-in serves the whole run: at 1,000,000 enterprises the cases outlast the default half hour.
      ACCESS_TOKEN_TTL_SECONDS: '86400',
    },
    readyPath: '/healthz',
    teardown,
    nodeOptions: cpuProfileDir ? ['--cpu-prof', `--cpu-prof-dir=${cpuProfileDir}`] : [],
  });
  // Signs in as a user would, so the measured requests carry a real session.
  return { ...server, authorization: await signInAdmin(server.origin, adminPassword), adminPassword };
}

/** The bare server of hello and the plain-SQL twins, on the bench database with the run's sizes. */
export function startBaseline(databaseUrl: string, enterprises: number, teardown: Teardown): Promise<ChildServer> {
  return startChildServer('baseline', 'bench/baseline-server.ts', {
    env: { LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl, BENCH_ENTERPRISES: String(enterprises) },
    readyPath: '/',
    teardown,
  });
}
