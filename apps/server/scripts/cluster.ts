// `npm run cluster`: the platform as several instances on one PostgreSQL and one S3-compatible
// object store, behind HAProxy (docs/deployment.md). Settings: PORT (the proxy's, default 3000),
// HOST (default 0.0.0.0), CLUSTER_INSTANCES (default 2), DATA_DIR (default ./data/cluster),
// DATABASE_URL (default: an embedded server under DATA_DIR); every other setting is handed to the
// instances as `npm start` takes it.
import path from 'node:path';
import { z } from 'zod';
import { startCluster } from './cluster/start-cluster.ts';

const settings = z
  .object({
    PORT: z.coerce.number().int().min(1).max(65535).default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    CLUSTER_INSTANCES: z.coerce.number().int().min(1).max(16).default(2),
    DATA_DIR: z.string().min(1).default('./data/cluster'),
    DATABASE_URL: z.string().url().optional(),
  })
  .parse(Object.fromEntries(Object.entries(process.env).filter(([, value]) => value !== '')));

const passedOn = Object.fromEntries(
  Object.entries(process.env).filter(
    (entry): entry is [string, string] => entry[1] !== undefined && !['PORT', 'HOST', 'DATA_DIR'].includes(entry[0]),
  ),
);

const cluster = await startCluster({
  dataDir: path.resolve(settings.DATA_DIR),
  host: settings.HOST,
  port: settings.PORT,
  instances: settings.CLUSTER_INSTANCES,
  databaseUrl: settings.DATABASE_URL,
  env: passedOn,
  onLine: (line) => console.log(line),
});
console.log(`\nThe platform answers at ${cluster.url} through HAProxy, ${cluster.instances.length} instances behind it:`);
for (const instance of cluster.instances) console.log(`  ${instance.name} ${instance.origin}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping the cluster`);
    void cluster.stop().then(() => process.exit(0));
  });
