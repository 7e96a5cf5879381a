import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Cluster } from '../apps/server/scripts/cluster/start-cluster.ts';
import { withClient } from './bench-database.ts';
import { registeredEnterprises, writeExamWorkbook } from './generate-workbooks.ts';
import { sampleMemory, type InstanceMemory } from './soak-memory.ts';
import { checkReads, loadReads, soakReads, type ReadFigures } from './soak-reads.ts';
import {
  decisionsWithin,
  DESK_USERS,
  emptyTally,
  ensureWaitingAtFirstReview,
  importEveryMinute,
  workTheDesk,
  type WriteTally,
} from './soak-writes.ts';
import { holdBenchedMenus } from './statistics-cases.ts';

/** The soak's target: the reads' p99 while writes run at most this many times their p99 alone. */
export const SOAK_P99_FACTOR = 1.5;

export interface SoakOptions {
  cluster: Cluster;
  /** The super administrator's Authorization header value: he reads, decides at 初审 and imports. */
  authorization: string;
  /** Seconds of reads and writes together. */
  seconds: number;
  /** Connections the reads keep busy through the proxy. */
  connections: number;
  /** Seconds of the reads alone before, their yardstick. */
  readsAloneSeconds?: number;
}

export interface SoakReport {
  seconds: number;
  connections: number;
  /** Records put at 初审 before the soak because too few waited there. */
  recordsMadeWaiting: number;
  readsAlone: ReadFigures;
  readsDuringSoak: ReadFigures;
  /** p99 during the soak over p99 alone. */
  p99Ratio: number;
  p99Met: boolean;
  writes: Omit<WriteTally, 'errors'>;
  /** Every failure, reads' and writes', by what failed; a decision that lost a race is not one. */
  errors: Record<string, number>;
  errorCount: number;
  memory: InstanceMemory[];
  /** Requests each instance answered, from the proxy's log (reads alone and soak). */
  answeredBy: Record<string, number>;
}

const DEFAULT_READS_ALONE_SECONDS = 30;
/** Seconds of reads before the reads alone are measured: new instances compile and fill their pools first. */
const WARM_UP_SECONDS = 5;
/** Examinee rows of each workbook the soak imports. */
const IMPORT_ROWS = 5_000;
/** Past quarters the soak's workbooks are sat in: none the data set, the other imports or the cluster journey use. */
const IMPORT_QUARTERS_BACK = [11, 12];

/** How many requests each instance answered, from the proxy's log lines (`… instances/app1 …`). */
export function answeredBy(proxyLines: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const line of proxyLines) {
    const name = /instances\/(app\d+)/.exec(line)?.[1];
    if (name) counts[name] = (counts[name] ?? 0) + 1;
  }
  return counts;
}

/** The reads' failures by status, beside the writers'. */
function readErrors(label: string, figures: ReadFigures): Record<string, number> {
  const failed = Object.entries(figures.statuses).filter(([status]) => !status.startsWith('2'));
  const errors = Object.fromEntries(failed.map(([status, count]) => [`${label}: HTTP ${status}`, count]));
  const answered = failed.reduce((sum, [, count]) => sum + count, 0);
  if (figures.errors > answered) errors[`${label}: no answer`] = figures.errors - answered;
  return errors;
}

/**
 * A soak through the proxy: the mixed reads alone, then the same reads at once with two desk users
 * deciding at 初审, a practice-ability import every minute, while each instance's memory is
 * sampled. What `npm run bench` measures on the bench data and the cluster journey runs briefly.
 */
export async function runSoak(options: SoakOptions): Promise<SoakReport> {
  const { cluster, authorization, seconds, connections } = options;
  const enterprises = await withClient(cluster.databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>('select count(*)::int as n from enterprise');
    return rows[0]?.n ?? 0;
  });
  const reads = soakReads(enterprises);
  await checkReads(cluster.url, reads, authorization);
  await holdBenchedMenus(cluster.url, authorization);
  const recordsMadeWaiting = await ensureWaitingAtFirstReview(cluster.databaseUrl, decisionsWithin(seconds));

  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-soak-'));
  try {
    const registered = await registeredEnterprises(cluster.databaseUrl);
    const workbooks = IMPORT_QUARTERS_BACK.map((quarterBack) => ({
      file: path.join(directory, `实践能力考核-${quarterBack}.xlsx`),
      rows: IMPORT_ROWS,
      quarterBack,
    }));
    for (const { file, rows, quarterBack } of workbooks) await writeExamWorkbook(file, rows, registered, quarterBack);

    const firstLine = cluster.proxyLog().length;
    const readsAloneSeconds = options.readsAloneSeconds ?? DEFAULT_READS_ALONE_SECONDS;
    console.log(`Soak: the reads alone at ${connections} connections for ${readsAloneSeconds} s…`);
    const readsAlone = await loadReads(cluster.url, reads, authorization, connections, {
      duration: readsAloneSeconds,
      warmUp: WARM_UP_SECONDS,
    });

    console.log(`Soak: reads, desk decisions and imports together for ${seconds} s…`);
    const memory = sampleMemory(cluster.instances);
    const until = Date.now() + seconds * 1000;
    const call = { origin: cluster.url, authorization, tally: emptyTally() };
    const [readsDuringSoak] = await Promise.all([
      loadReads(cluster.url, reads, authorization, connections, { duration: seconds }),
      ...Array.from({ length: DESK_USERS }, (_, user) => workTheDesk(call, user, until)),
      importEveryMinute(call, workbooks, until),
    ]);
    const instances = await memory.stop();

    const { errors: writeErrors, ...writes } = call.tally;
    const errors = {
      ...readErrors('reads alone', readsAlone),
      ...readErrors('reads during the soak', readsDuringSoak),
      ...writeErrors,
    };
    const p99Ratio = readsDuringSoak.latencyMs.p99 / Math.max(readsAlone.latencyMs.p99, 1);
    return {
      seconds,
      connections,
      recordsMadeWaiting,
      readsAlone,
      readsDuringSoak,
      p99Ratio,
      p99Met: p99Ratio <= SOAK_P99_FACTOR,
      writes,
      errors,
      errorCount: Object.values(errors).reduce((sum, count) => sum + count, 0),
      memory: instances,
      answeredBy: answeredBy(cluster.proxyLog().slice(firstLine)),
    };
  } finally {
    await fs.rm(directory, { recursive: true, force: true });
  }
}
