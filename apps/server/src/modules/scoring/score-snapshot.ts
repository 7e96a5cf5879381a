import { todayInShanghai } from '@credit/rules';
import { eq, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database, Executor } from '../../db/client.ts';
import { scoreSnapshots } from '../../db/schema/index.ts';
import { scoresOnDay } from './score-refresh.ts';
import { findStandardOn } from './scoring-standard.ts';

/** A month as its first day, `YYYY-MM-01`, `offset` months from the month of `day`. */
export function monthOf(day: string, offset = 0): string {
  const [year, month] = day.split('-').map(Number) as [number, number];
  const index = year * 12 + (month - 1) + offset;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}-01`;
}

/** The last day of a month given as its first day. */
export function lastDayOf(month: string): string {
  const next = new Date(`${monthOf(month, 1)}T00:00:00Z`);
  return new Date(next.getTime() - 86_400_000).toISOString().slice(0, 10);
}

/**
 * Writes every enterprise's score on the last day of a month (given as its first day) into
 * score_snapshot, by the same select as today's scores (scoresOnDay). A month already written is
 * kept (a snapshot is never rewritten). A month no published standard covered has nothing to
 * score and writes nothing. Returns how many rows it wrote.
 */
export async function writeSnapshot(tx: Executor, month: string): Promise<number> {
  const day = lastDayOf(month);
  if (!(await findStandardOn(tx, day))) return 0;
  const scores = await scoresOnDay(tx, day);
  const result = await tx.execute(sql`
    insert into ${scoreSnapshots} (enterprise_id, month, score, level, trend_level, standard_id)
    select enterprise_id, ${month}::date, score, level, trend_level, standard_id from (${scores}) scored
    on conflict do nothing`);
  return result.rowCount ?? 0;
}

export const SCORE_SNAPSHOT_TASK = 'score_snapshot';
/**
 * Every day at 00:15 Beijing time (16:15 UTC, after the nightly score refresh): the queue's crontab
 * is in UTC, where Beijing's 1st begins on the last day of the month before, so the task runs daily
 * and writes the month just ended only when it has not been written yet — on the 1st, or the first
 * day the platform runs after it.
 */
export const SCORE_SNAPSHOT_CRON = `15 16 * * * ${SCORE_SNAPSHOT_TASK}`;

const payloadSchema = z
  .object({
    month: z
      .string()
      .regex(/^\d{4}-\d{2}-01$/)
      .optional(),
  })
  .catch({});

/** The monthly snapshot task; a payload `{ month: 'YYYY-MM-01' }` writes that month instead. */
export const scoreSnapshotTask =
  (db: Database): Task =>
  async (payload) => {
    const month = payloadSchema.parse(payload).month ?? monthOf(todayInShanghai(), -1);
    await db.transaction(async (tx) => {
      const [written] = await tx
        .select({ month: scoreSnapshots.month })
        .from(scoreSnapshots)
        .where(eq(scoreSnapshots.month, month))
        .limit(1);
      if (!written) await writeSnapshot(tx, month);
    });
  };
