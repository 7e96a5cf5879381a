import { todayInShanghai } from '@credit/rules';
import { count, eq, notExists, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import {
  behaviorLevels,
  creditRecords,
  DEDUCTING_SHORT_MONTHS,
  enterprises,
  enterpriseScores,
  qualificationStaffing,
  scoringStandards,
} from '../../db/schema/index.ts';
import { rewriteTable } from '../../db/rewrite-table.ts';
import { recomputeScoresWith } from '../../platform/score-changes.ts';
import { ASSESSMENT_VALID_MONTHS, inForceOn } from '../credit-record/in-force.ts';
import { levelCase, standardOn } from './scoring-standard.ts';

/**
 * Whether an enterprise's base points are deducted on a day (SQL boolean): the latest monthly
 * staffing evaluation on or before the day found it short of registered cost engineers for
 * DEDUCTION_AFTER_SHORT_MONTHS consecutive months or more. It holds until the month it recovers
 * (that month's evaluation counts 0 short months), and reads the past as it was, so it serves a
 * score on any day: today's, a monthly history's, the explanation's. Only an enterprise that was
 * ever deducted (a set PostgreSQL hashes once, from qualification_staffing_deducting_idx) has its
 * latest month looked up: a whole refresh or rebase otherwise ran that look-up for every enterprise.
 */
export function baseDeductedOn(enterpriseId: SQL | PgColumn, onDay: SQL): SQL<boolean> {
  return sql<boolean>`(${enterpriseId} in (
      select ${qualificationStaffing.enterpriseId} from ${qualificationStaffing}
       where ${qualificationStaffing.shortMonths} >= ${DEDUCTING_SHORT_MONTHS})
    and coalesce((
    select ${qualificationStaffing.shortMonths} from ${qualificationStaffing}
     where ${qualificationStaffing.enterpriseId} = ${enterpriseId} and ${qualificationStaffing.month} <= ${onDay}
     order by ${qualificationStaffing.month} desc limit 1), 0) >= ${DEDUCTING_SHORT_MONTHS})`;
}

/**
 * The base term of a score on a day (SQL numeric): the standard's base points, or 0 while the base
 * is deducted (baseDeductedOn).
 */
export function baseTermOn(enterpriseId: SQL | PgColumn, onDay: SQL, basePoints: number): SQL {
  return sql`(case when ${baseDeductedOn(enterpriseId, onDay)} then 0 else ${basePoints}::numeric end)`;
}

/** The figures of a kept score that a refresh compares: a row none of them changed is not written. */
const KEPT_FIGURES = [
  'score',
  'level',
  'enterprise_name',
  'social_credit_code',
  'qualification_level',
  'standard_id',
  'good_in_force',
  'bad_in_force',
];
const figuresOf = (row: SQL) =>
  sql.join(
    KEPT_FIGURES.map((column) => sql`${row}.${sql.identifier(column)}`),
    sql`, `,
  );

/**
 * Writes scored rows (an SQL select of scoresOnDay's columns) into the kept scores, skipping the
 * unchanged. Only the new and the changed reach the upsert, which locks every row it meets until
 * the transaction ends, changed or not: a desk rescoring an enterprise meanwhile would otherwise
 * wait for a nightly refresh, or a month's staffing evaluation, to end.
 */
function writeScores(tx: Executor, scored: SQL, day: string) {
  return tx.execute(sql`
    insert into ${enterpriseScores} (enterprise_id, score, level, enterprise_name, social_credit_code, qualification_level,
      standard_id, computed_on, good_in_force, bad_in_force)
    select fresh.enterprise_id, fresh.score, fresh.level, fresh.enterprise_name, fresh.social_credit_code,
      fresh.qualification_level, fresh.standard_id, ${day}::date, fresh.good_in_force, fresh.bad_in_force
      from (${scored}) fresh
      left join ${enterpriseScores} kept on kept.enterprise_id = fresh.enterprise_id
     where kept.enterprise_id is null or (${figuresOf(sql`kept`)}) is distinct from (${figuresOf(sql`fresh`)})
    on conflict (enterprise_id) do update
       set score = excluded.score, level = excluded.level, enterprise_name = excluded.enterprise_name,
           social_credit_code = excluded.social_credit_code, qualification_level = excluded.qualification_level,
           standard_id = excluded.standard_id, computed_on = excluded.computed_on,
           good_in_force = excluded.good_in_force, bad_in_force = excluded.bad_in_force
     where (${figuresOf(sql`${enterpriseScores}`)}) is distinct from (${figuresOf(sql`excluded`)})`);
}

/** Where a full refresh computes every score before writing the changed ones: dropped when its transaction ends. */
const SCORED_NOW = sql.identifier('scored_now');

/**
 * Recomputes the dynamic credit score of the given enterprises (every enterprise when none are
 * given) on a day (scoresOnDay). Set-based, in the caller's transaction, so a change and the score
 * it moves commit together; a row whose figures did not change is not written again (`computed_on`
 * is the day it last changed). A full refresh first computes into a temporary table, because
 * PostgreSQL sums the records with parallel workers there and never in an INSERT's select, and
 * then renews the planner's statistics, so the ranking's estimated total stays right. Returns how
 * many scores it wrote.
 */
export async function refreshScores(
  executor: Executor,
  enterpriseIds?: readonly number[],
  day = todayInShanghai(),
): Promise<number> {
  if (enterpriseIds?.length === 0) return 0;
  if (enterpriseIds)
    return (await writeScores(executor, await scoresOnDay(executor, day, enterpriseIds), day)).rowCount ?? 0;
  return executor.transaction(async (tx) => {
    // Enough memory to sum a province's records in one hash table instead of sorting them on disk.
    await tx.execute(sql`set local work_mem = '64MB'`);
    await tx.execute(sql`create temporary table ${SCORED_NOW} on commit drop as ${await scoresOnDay(tx, day)}`);
    const written = await writeScores(tx, sql`select * from ${SCORED_NOW}`, day);
    await tx.execute(sql`drop table ${SCORED_NOW}`);
    await tx.execute(sql`analyze ${enterpriseScores}`);
    return written.rowCount ?? 0;
  });
}

/**
 * Rescores every enterprise for a standard that takes effect today (standard-service.ts). Records
 * keep the points they were decided with, so a kept score moves only by its base term: by the
 * difference between the new standard's base points and those of the standard it was computed
 * with (not at all while the base is deducted), and takes its level on the new scale — without
 * summing a province's records again. Every row changes, so the kept scores are rewritten as a
 * new table (rewriteTable) rather than updated row by row. An enterprise without a kept score is
 * scored in full. Returns how many scores it wrote.
 */
export async function rebaseScores(tx: Executor, day = todayInShanghai()): Promise<number> {
  const standard = await standardOn(tx, day);
  const onDay = sql`${day}::date`;
  const s = enterpriseScores;
  const moved = sql`${s.score} + case when ${baseDeductedOn(s.enterpriseId, onDay)} then 0
      else ${standard.basePoints}::numeric - ${scoringStandards.basePoints} end`;
  const rebased = await rewriteTable(
    tx,
    s,
    {
      score: sql`rebased.score`,
      level: levelCase(sql`rebased.score`, standard.levels),
      standard_id: sql`${standard.id}::int`,
      computed_on: onDay,
    },
    {
      // The moved score once per row (its value and its level read it); offset 0 keeps it so.
      from: sql`${s} join ${scoringStandards} on ${scoringStandards.id} = ${s.standardId}
        cross join lateral (select ${moved} as score offset 0) rebased`,
      // The ranking's order, read through its index: every score but a deducted one moves by the
      // same points, so the rows come out (nearly) in the new ranking's order for its index.
      orderBy: sql`${s.score} desc, ${s.enterpriseId}`,
      // What the planner reads of these columns: a few levels, three qualification levels, one
      // standard, a unique key. A sample of 3,000 rows tells it as well as the default 30,000.
      statisticsTarget: 10,
    },
  );
  // Every kept score belongs to an enterprise (its foreign key), so as many scores as enterprises
  // leaves none unscored: counting them costs a fraction of looking for the missing ones.
  const [all] = await tx.select({ count: count() }).from(enterprises);
  if ((all?.count ?? 0) === rebased) return rebased;
  const unscored = await tx
    .select({ id: enterprises.id })
    .from(enterprises)
    .where(
      notExists(
        tx
          .select({ one: sql`1` })
          .from(s)
          .where(eq(s.enterpriseId, enterprises.id)),
      ),
    );
  return (
    rebased +
    (await refreshScores(
      tx,
      unscored.map((row) => row.id),
      day,
    ))
  );
}

/**
 * The select of every enterprise's (or the given ones') dynamic credit score on a day, by the
 * standard in force that day: the base term (baseTermOn) + the score values of the records in force (good ones
 * positive, bad ones negative, assessment bonuses included). Columns: enterprise_id, score, level,
 * trend_level, standard_id, how many good and bad records counted (good_in_force, bad_in_force) and
 * the ranking copies (enterprise_name, social_credit_code, qualification_level). The one definition of a score: today's scores
 * (refreshScores) and the month-end snapshots (score-snapshot.ts) both read it.
 */
export async function scoresOnDay(tx: Executor, day: string, enterpriseIds?: readonly number[]): Promise<SQL> {
  const standard = await standardOn(tx, day);
  const onDay = sql`${day}::date`;
  // The ids as one array parameter: a month's staffing evaluation rescores a province's enterprises,
  // and as that many parameters (inArray) they overflowed the SQL builder's stack.
  const only = (column: typeof enterprises.id | typeof creditRecords.enterpriseId) =>
    enterpriseIds ? sql`and ${column} = any(${sql.param([...enterpriseIds])}::int[])` : sql``;
  const score = sql`(base.points + coalesce(counted.total, 0))`;
  return sql`
    select ${enterprises.id} as enterprise_id, ${score} as score, ${levelCase(score, standard.levels)} as level,
      ${levelCase(score, standard.trendLevels)} as trend_level, ${standard.id}::int as standard_id,
      ${enterprises.enterpriseName} as enterprise_name, ${enterprises.socialCreditCode} as social_credit_code,
      ${enterprises.qualificationLevel} as qualification_level,
      coalesce(counted.good, 0)::int as good_in_force, coalesce(counted.bad, 0)::int as bad_in_force
      from ${enterprises}
      -- The base term once per enterprise (the score appears in its value and its levels); offset 0
      -- keeps PostgreSQL from inlining it back into each.
      cross join lateral (select ${baseTermOn(enterprises.id, onDay, standard.basePoints)} as points offset 0) base
      left join (
        select ${creditRecords.enterpriseId} as enterprise_id, sum(${creditRecords.scoreValue}) as total,
          count(*) filter (where ${creditRecords.creditType} = 1) as good,
          count(*) filter (where ${creditRecords.creditType} = 2) as bad
          from ${creditRecords}
          left join ${behaviorLevels} on ${behaviorLevels.id} = ${creditRecords.behaviorLevelId}
         where ${inForceOn(onDay, sql`coalesce(${behaviorLevels.validMonths}, ${ASSESSMENT_VALID_MONTHS})`)}
           ${only(creditRecords.enterpriseId)}
         group by ${creditRecords.enterpriseId}
      ) counted on counted.enterprise_id = ${enterprises.id}
     where true ${only(enterprises.id)}`;
}

// Every change that can move a score (scoreChanged) is recomputed here, in its own transaction.
recomputeScoresWith(refreshScores);

export const SCORE_REFRESH_TASK = 'score_refresh';
/** Every day at 00:05 Beijing time (16:05 UTC): records whose validity ended at midnight, a standard taking effect. */
export const SCORE_REFRESH_CRON = `5 16 * * * ${SCORE_REFRESH_TASK}`;

export const scoreRefreshTask =
  (db: Database): Task =>
  async () => {
    await db.transaction((tx) => refreshScores(tx));
  };
