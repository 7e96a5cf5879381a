import { CREDIT_RECORD_STATES } from '@credit/rules';
import { and, count, eq, inArray, sql, type SQL } from 'drizzle-orm';
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

/**
 * The sums over enterprises take the enterprises `within` a scope (a condition on `enterprise`,
 * docs/dashboard.md): none for the province (数据看板), the park's for the park desk (我的看板).
 */
type Within = SQL | undefined;

/** The rows of enterprises within the scope, for a statement over another table's enterprise column. */
const ofEnterprisesWithin = (enterpriseId: SQL, within: Within) =>
  within
    ? sql`and exists (select 1 from ${enterprises} where ${enterprises.id} = ${enterpriseId} and ${within})`
    : sql``;

/** Enterprises per enterprise type (the narrow index enterprise_type_idx). */
export const enterprisesByType = (db: Executor, within?: Within) =>
  db
    .select({ code: enterprises.enterpriseType, count: count() })
    .from(enterprises)
    .where(within)
    .groupBy(enterprises.enterpriseType);

/** Enterprises per credit level today (the narrow enterprise_score table, by its level index; joined to the enterprise only for a scope). */
export function enterprisesByLevel(db: Executor, within?: Within) {
  const levels = db.select({ level: enterpriseScores.level, count: count() }).from(enterpriseScores).$dynamic();
  const scoped = within
    ? levels.innerJoin(enterprises, eq(enterprises.id, enterpriseScores.enterpriseId)).where(within)
    : levels;
  return scoped.groupBy(enterpriseScores.level);
}

/**
 * Records in force, good and bad, per county of the enterprise's registration: the counts each
 * enterprise's score row keeps (refreshed with the score on every change and each night), so
 * the narrow score table is summed, not the records.
 */
export const inForceByCounty = (db: Executor, within?: Within) =>
  db
    .select({
      county: enterprises.county,
      good: sql<number>`sum(${enterpriseScores.goodInForce})`.mapWith(Number),
      bad: sql<number>`sum(${enterpriseScores.badInForce})`.mapWith(Number),
    })
    .from(enterpriseScores)
    .innerJoin(enterprises, eq(enterprises.id, enterpriseScores.enterpriseId))
    .where(within)
    .groupBy(enterprises.county);

/**
 * Published good and bad records per month of their determination date, the last twelve months
 * (this one included) in order, a month without records counted 0: one range of the published
 * records' index (credit_record_published_idx), read alone.
 */
export async function publishedByMonth(db: Executor, within?: Within) {
  const { rows } = await db.execute<{ month: string; good: string; bad: string }>(sql`
    with counted as (
      select date_trunc('month', r.act_determination_date)::date as month,
        count(*) filter (where r.credit_type = 1) as good,
        count(*) filter (where r.credit_type = 2) as bad
      from ${creditRecords} r
      where r.process_status = ${CREDIT_RECORD_STATES.completed}
        and r.act_determination_date >= (date_trunc('month', ${shanghaiToday}) - interval '11 months')::date
        and r.act_determination_date <= ${shanghaiToday}
        ${ofEnterprisesWithin(sql`r.enterprise_id`, within)}
      group by 1
    )
    select to_char(m.month, 'YYYY-MM') as month, coalesce(counted.good, 0) as good, coalesce(counted.bad, 0) as bad
    from generate_series(date_trunc('month', ${shanghaiToday}) - interval '11 months',
      date_trunc('month', ${shanghaiToday}), interval '1 month') as m(month)
    left join counted on counted.month = m.month::date
    order by m.month`);
  return rows.map((row) => ({ month: row.month, good: Number(row.good), bad: Number(row.bad) }));
}

/** The enterprises within the scope short of cost engineers in the latest staffing evaluation, and its month (YYYY-MM, '' before the first). */
export async function warningsWithin(db: Executor, within?: Within) {
  const { rows } = await db.execute<{ warnings: string; month: string }>(sql`
    select (select count(*) from ${qualificationStaffing}
        where ${inWarning} ${ofEnterprisesWithin(sql`${qualificationStaffing.enterpriseId}`, within)}) as warnings,
      coalesce(to_char(${latestMonth}, 'YYYY-MM'), '') as month`);
  const row = rows[0]!;
  return { warnings: Number(row.warnings), warningMonth: row.month };
}

/** What waits at the review desks now: small ranges of the desks' indexes. */
export async function openWork(db: Executor) {
  const { rows } = await db.execute<Record<'records' | 'appeals' | 'repairs', string>>(sql`
    select
      (select count(*) from ${creditRecords} where ${inArray(creditRecords.processStatus, WAITING.records)}) as records,
      (select count(*) from ${creditAppeals} where ${inArray(creditAppeals.processStatus, WAITING.appeals)}) as appeals,
      (select count(*) from ${creditRequests}
        where ${and(eq(creditRequests.kind, 'repair'), inArray(creditRequests.processStatus, WAITING.repairs))}) as repairs`);
  const row = rows[0]!;
  return { records: Number(row.records), appeals: Number(row.appeals), repairs: Number(row.repairs) };
}
