import { freePort } from '../apps/server/scripts/cluster/child-process.ts';
import { startCluster } from '../apps/server/scripts/cluster/start-cluster.ts';
import type { BenchSettings } from './settings.ts';
import { runSoak, type SoakReport } from './soak.ts';
import { signInAdmin, type AppServer } from './start-servers.ts';
import type { Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';

const INSTANCES = 2;

/** What an instance or the proxy prints that the run shows: not the proxy's line per request, nor a job's. */
const worthShowing = (line: string) =>
  !/^\[haproxy\] .* instances\/app\d+ /.test(line) && !/^\[app\d+\] \[worker\(.*\)\] INFO: Completed task/.test(line);

/**
 * The soak on the bench data: two instances behind HAProxy on the bench database (the admin
 * `app` created there signs in through the proxy), loaded for BENCH_SOAK_SECONDS, then stopped.
 */
export async function measureSoak(
  app: AppServer,
  databaseUrl: string,
  settings: Pick<BenchSettings, 'connections' | 'soakSeconds'>,
  teardown: Teardown,
): Promise<SoakReport> {
  console.log(`Starting ${INSTANCES} instances behind HAProxy for the soak…`);
  const cluster = await startCluster({
    dataDir: await temporaryDirectory('credit-bench-cluster-', teardown),
    host: '127.0.0.1',
    port: await freePort(),
    instances: INSTANCES,
    databaseUrl,
    env: {
      ADMIN_PASSWORD: app.adminPassword,
      SEED_DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      // All the load comes from this machine, one client to the instances behind the proxy.
      PUBLIC_RATE_LIMIT: '1000000',
    },
    onLine: (line) => {
      if (worthShowing(line)) console.log(line);
    },
  });
  teardown.add('soak cluster', cluster.stop);
  try {
    const authorization = await signInAdmin(cluster.url, app.adminPassword);
    return await runSoak({ cluster, authorization, seconds: settings.soakSeconds, connections: settings.connections });
  } finally {
    await cluster.stop();
  }
}
