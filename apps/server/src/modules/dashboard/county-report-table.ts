import { APPEAL_STATES, CREDIT_RECORD_STATES, REQUEST_STATES, type CountyReportQuery } from '@credit/rules';
import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { creditAppeals, creditRecords, creditRequests, enterprises, enterpriseScores } from '../../db/schema/index.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';

type CountyReportFilter = Omit<CountyReportQuery, 'pageIndex' | 'pageSize'>;

const qb = new QueryBuilder();
const counted = (condition: SQL) => sql<number>`(count(*) filter (where ${condition}))::int`;
const summed = (column: SQL.Aliased) => sql<number>`coalesce(sum(${column}), 0)::int`;

/** Published records per enterprise, good and bad, determined within the period (credit_record_published_idx, read alone). */
function periodRecords(filter: CountyReportFilter) {
  return qb
    .select({
      enterpriseId: creditRecords.enterpriseId,
      good: counted(eq(creditRecords.creditType, 1)).as('good'),
      bad: counted(eq(creditRecords.creditType, 2)).as('bad'),
    })
    .from(creditRecords)
    .where(
      and(
        eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed),
        filter.periodStart ? gte(creditRecords.actDeterminationDate, filter.periodStart) : undefined,
        filter.periodEnd ? lte(creditRecords.actDeterminationDate, filter.periodEnd) : undefined,
      ),
    )
    .groupBy(creditRecords.enterpriseId)
    .as('period_records');
}

/** Items about records (appeals, repair requests) per enterprise, submitted within the period, as `count`. */
function submittedPerEnterprise(
  items: typeof creditAppeals | typeof creditRequests,
  submitted: SQL,
  name: string,
  filter: CountyReportFilter,
) {
  return qb
    .select({ enterpriseId: creditRecords.enterpriseId, count: sql<number>`count(*)::int`.as(`${name}_count`) })
    .from(items)
    .innerJoin(creditRecords, eq(creditRecords.id, items.recordId))
    .where(and(submitted, shanghaiTimeRange(items.createdAt, filter.periodStart, filter.periodEnd)))
    .groupBy(creditRecords.enterpriseId)
    .as(name);
}

/** Appeals per enterprise submitted within the period (drafts are not submitted). */
const periodAppeals = (filter: CountyReportFilter) =>
  submittedPerEnterprise(creditAppeals, ne(creditAppeals.processStatus, APPEAL_STATES.draft), 'period_appeals', filter);

/** Repair requests per enterprise submitted within the period. */
const periodRepairs = (filter: CountyReportFilter) =>
  submittedPerEnterprise(
    creditRequests,
    and(eq(creditRequests.kind, 'repair'), ne(creditRequests.processStatus, REQUEST_STATES.draft))!,
    'period_repairs',
    filter,
  );

const levelCount = (level: string) => counted(eq(enterpriseScores.level, level));

/**
 * reportForms' rows: one per county of registration with its enterprises (of the type asked),
 * their credit levels today and their records, appeals and repairs of the period. Each sum over
 * records is grouped by enterprise first and joined once, so no enterprise is counted twice.
 */
export function countyReportTable(filter: CountyReportFilter) {
  const records = periodRecords(filter);
  const appeals = periodAppeals(filter);
  const repairs = periodRepairs(filter);
  return qb
    .select({
      county: enterprises.county,
      enterpriseCount: sql<number>`count(*)::int`.as('enterprise_count'),
      levelAAA: levelCount('AAA').as('level_aaa'),
      levelAA: levelCount('AA').as('level_aa'),
      levelA: levelCount('A').as('level_a'),
      levelB: levelCount('B').as('level_b'),
      levelC: levelCount('C').as('level_c'),
      goodRecords: summed(records.good).as('good_records'),
      badRecords: summed(records.bad).as('bad_records'),
      appeals: summed(appeals.count).as('appeal_count'),
      repairs: summed(repairs.count).as('repair_count'),
    })
    .from(enterprises)
    .leftJoin(enterpriseScores, eq(enterpriseScores.enterpriseId, enterprises.id))
    .leftJoin(records, eq(records.enterpriseId, enterprises.id))
    .leftJoin(appeals, eq(appeals.enterpriseId, enterprises.id))
    .leftJoin(repairs, eq(repairs.enterpriseId, enterprises.id))
    .where(filter.enterpriseType ? eq(enterprises.enterpriseType, filter.enterpriseType) : undefined)
    .groupBy(enterprises.county)
    .as('county_report');
}
