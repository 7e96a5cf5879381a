import { CREDIT_RECORD_STATES } from '@credit/rules';
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  creditAppeals,
  creditRecords,
  creditRequests,
  enterprises,
  enterpriseScores,
  qualificationStaffing,
} from '../../db/schema/index.ts';
import { shanghaiToday } from '../credit-record/in-force.ts';
import { inWarning, latestMonth } from '../qualification/latest-month.ts';
import { WAITING } from './desk-states.ts';

/** Enterprises per enterprise type (the narrow index enterprise_type_idx). */
export const enterprisesByType = (db: Executor) =>
  db.select({ code: enterprises.enterpriseType, count: count() }).from(enterprises).groupBy(enterprises.enterpriseType);

/** Enterprises per credit level today (the narrow enterprise_score table, by its level index). */
export const enterprisesByLevel = (db: Executor) =>
  db.select({ level: enterpriseScores.level, count: count() }).from(enterpriseScores).groupBy(enterpriseScores.level);

/**
 * Records in force, good and bad, per county of the enterprise's registration: the counts each
 * enterprise's score row keeps (refreshed with the score on every change and each night), so
 * the narrow score table is summed, not the records.
 */
export const inForceByCounty = (db: Executor) =>
  db
    .select({
      county: enterprises.county,
      good: sql<number>`sum(${enterpriseScores.goodInForce})`.mapWith(Number),
      bad: sql<number>`sum(${enterpriseScores.badInForce})`.mapWith(Number),
    })
    .from(enterpriseScores)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseScores.enterpriseId))
    .groupBy(enterprises.county);

/**
 * Published good and bad records per month of their determination date, the last twelve months
 * (this one included) in order, a month without records counted 0: one range of the published
 * records' index (credit_record_published_idx), read alone.
 */
export async function publishedByMonth(db: Executor) {
  const { rows } = await db.execute<{ month: string; good: string; bad: string }>(sql`
    with counted as (
      select date_trunc('month', r.act_determination_date)::date as month,
        count(*) filter (where r.credit_type = 1) as good,
        count(*) filter (where r.credit_type = 2) as bad
      from ${creditRecords} r
      where r.process_status = ${CREDIT_RECORD_STATES.completed}
        and r.act_determination_date >= (date_trunc('month', ${shanghaiToday}) - interval '11 months')::date
        and r.act_determination_date <= ${shanghaiToday}
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(counted.good, 0) as good, coalesce(counted.bad, 0) as bad
    from generate_series(date_trunc('month', ${shanghaiToday}) - interval '11 months',
      date_trunc('month', ${shanghaiToday}), interval '1 month') as m(month)
    left join counted on counted.month = m.month::date
    order by m.month`);
  return rows.map((row) => ({ month: row.month, good: Number(row.good), bad: Number(row.bad) }));
}

/** What waits at the desks now, and the warnings of the latest staffing evaluation: small index ranges. */
export async function openWork(db: Executor) {
  const { rows } = await db.execute<
    Record<'records' | 'appeals' | 'repairs' | 'warnings', string> & { month: string }
  >(sql`
    select
      (select count(*) from ${creditRecords} where ${inArray(creditRecords.processStatus, WAITING.records)}) as records,
      (select count(*) from ${creditAppeals} where ${inArray(creditAppeals.processStatus, WAITING.appeals)}) as appeals,
      (select count(*) from ${creditRequests}
        where ${and(eq(creditRequests.kind, 'repair'), inArray(creditRequests.processStatus, WAITING.repairs))}) as repairs,
      (select count(*) from ${qualificationStaffing} where ${inWarning}) as warnings,
      coalesce(to_char(${latestMonth}, 'YYYY-MM'), '') as month`);
  const row = rows[0]!;
  return {
    records: Number(row.records),
    appeals: Number(row.appeals),
    repairs: Number(row.repairs),
    warnings: Number(row.warnings),
    warningMonth: row.month,
  };
}
