import { CREDIT_RECORD_STATES } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { createDatabase } from '../apps/server/src/db/client.ts';
import { refreshScores } from '../apps/server/src/modules/scoring/score-refresh.ts';
import { withClient } from './bench-database.ts';

/** Issue 14: one enterprise's score after one record change ≤ 20 ms p99. */
export const RECORD_RESCORE_TARGET_MS = 20;
/** Records approved one after another; the first ones warm the caches and are not counted. */
const APPROVALS = 500;
const WARMUP = 50;

export interface RecordRescore {
  approvals: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
  met: boolean;
}

/** Records waiting at a desk, spread over the whole table (every n-th by id). */
const WAITING_RECORDS = `
select id from (
  select id, row_number() over (order by id) as n, count(*) over () as total
  from credit_record where process_status = $1
) waiting
where n % greatest(total / $2, 1) = 0
order by id
limit $2`;

/** Thrown to roll an approval back once its rescore is timed, so every approval meets the same data. */
class RolledBack extends Error {}

const percentile = (sorted: readonly number[], share: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)] ?? Number.NaN;

/**
 * Approves records waiting at a desk, one per transaction, as the last desk's decision does: the
 * record becomes completed today, then its enterprise is rescored as scoreChanged does it. Only the
 * rescore is timed; each transaction is rolled back.
 */
export async function measureRecordRescore(databaseUrl: string): Promise<RecordRescore> {
  const ids = await withClient(databaseUrl, async (client) =>
    (
      await client.query<{ id: number }>(WAITING_RECORDS, [CREDIT_RECORD_STATES.firstReview, APPROVALS + WARMUP])
    ).rows.map((row) => row.id),
  );
  const { db, pool } = createDatabase(databaseUrl, { max: 1 });
  const timings: number[] = [];
  try {
    for (const id of ids) {
      await db
        .transaction(async (tx) => {
          const approved = await tx.execute<{ enterprise_id: number }>(
            sql`update credit_record set process_status = ${CREDIT_RECORD_STATES.completed},
                  act_determination_date = current_date, completed_at = now()
                where id = ${id} returning enterprise_id`,
          );
          const started = performance.now();
          await refreshScores(
            tx,
            approved.rows.map((row) => row.enterprise_id),
          );
          timings.push(performance.now() - started);
          throw new RolledBack();
        })
        .catch((error: unknown) => {
          if (!(error instanceof RolledBack)) throw error;
        });
    }
  } finally {
    await pool.end();
  }
  const counted = timings.slice(WARMUP).sort((a, b) => a - b);
  const p99Ms = percentile(counted, 0.99);
  return {
    approvals: counted.length,
    p50Ms: percentile(counted, 0.5),
    p99Ms,
    maxMs: counted.at(-1) ?? Number.NaN,
    met: counted.length > 0 && p99Ms <= RECORD_RESCORE_TARGET_MS,
  };
}

export const formatRecordRescore = (result: RecordRescore) =>
  `one enterprise rescored after a record is approved (${result.approvals} approvals): p50 ` +
  `${result.p50Ms.toFixed(1)} ms, p99 ${result.p99Ms.toFixed(1)} ms, max ${result.maxMs.toFixed(1)} ms ` +
  `(target p99 ≤ ${RECORD_RESCORE_TARGET_MS} ms): ${result.met ? 'met' : 'not met'}`;
