// `npm run replica [-- --dir ./data/replica]`: a PostgreSQL 15 primary and a hot standby streaming
// from it, from this machine's PostgreSQL 15 programs (docs/read-replica.md). Prints the platform's
// DATABASE_URL (the primary) and DATABASE_READ_URL (the standby) and runs until stopped.
import path from 'node:path';
import { parseArgs } from 'node:util';
import { startReplicaPair } from './replica/replica-pair.ts';

const { values } = parseArgs({ options: { dir: { type: 'string' } } });
const directory = path.resolve(values.dir ?? './data/replica');
const pair = await startReplicaPair({ directory });
console.log(`A primary and its streaming standby, data in ${directory}; the platform's settings:`);
console.log(`DATABASE_URL=${pair.primaryUrl}`);
console.log(`DATABASE_READ_URL=${pair.replicaUrl}`);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal} received, stopping the standby and the primary`);
    void pair.stop().then(() => process.exit(0));
  });
// Nothing else holds the event loop open: the servers run on their own.
setInterval(() => undefined, 1 << 30);
