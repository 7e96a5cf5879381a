import { APPEAL_STATES, REQUEST_STATES, type CountyReportQuery } from '@credit/rules';
import { and, eq, gte, lte, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder, type PgColumn } from 'drizzle-orm/pg-core';
import {
  creditAppeals,
  creditRecords,
  creditRequests,
  enterpriseLevelTally,
  enterprises,
  publishedRecordTally,
} from '../../db/schema/index.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';

type CountyReportFilter = Omit<CountyReportQuery, 'pageIndex' | 'pageSize'>;

const qb = new QueryBuilder();
/** Of the enterprise type asked (every type when none). */
const ofType = (column: PgColumn, filter: CountyReportFilter) =>
  filter.enterpriseType ? eq(column, filter.enterpriseType) : undefined;

/** Published records per county, good and bad, determined within the period: a sum of the kept tally (migration 0040). */
function periodRecords(filter: CountyReportFilter) {
  const recordsOf = (creditType: number) =>
    sql<number>`coalesce(sum(${publishedRecordTally.records}) filter (where ${eq(publishedRecordTally.creditType, creditType)}), 0)::int`;
  return qb
    .select({ county: publishedRecordTally.county, good: recordsOf(1).as('good'), bad: recordsOf(2).as('bad') })
    .from(publishedRecordTally)
    .where(
      and(
        filter.periodStart ? gte(publishedRecordTally.day, filter.periodStart) : undefined,
        filter.periodEnd ? lte(publishedRecordTally.day, filter.periodEnd) : undefined,
        ofType(publishedRecordTally.enterpriseType, filter),
      ),
    )
    .groupBy(publishedRecordTally.county)
    .as('period_records');
}

/** Items about records (appeals, repair requests) per county, of enterprises of the type, submitted within the period, as `count`. */
function submittedPerCounty(
  items: typeof creditAppeals | typeof creditRequests,
  submitted: SQL,
  name: string,
  filter: CountyReportFilter,
) {
  return qb
    .select({ county: enterprises.county, count: sql<number>`count(*)::int`.as(`${name}_count`) })
    .from(items)
    .innerJoin(creditRecords, eq(creditRecords.id, items.recordId))
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(
      and(
        submitted,
        shanghaiTimeRange(items.createdAt, filter.periodStart, filter.periodEnd),
        ofType(enterprises.enterpriseType, filter),
      ),
    )
    .groupBy(enterprises.county)
    .as(name);
}

/** Appeals per enterprise submitted within the period (drafts are not submitted). */
const periodAppeals = (filter: CountyReportFilter) =>
  submittedPerCounty(creditAppeals, ne(creditAppeals.processStatus, APPEAL_STATES.draft), 'period_appeals', filter);

/** Repair requests per enterprise submitted within the period. */
const periodRepairs = (filter: CountyReportFilter) =>
  submittedPerCounty(
    creditRequests,
    and(eq(creditRequests.kind, 'repair'), ne(creditRequests.processStatus, REQUEST_STATES.draft))!,
    'period_repairs',
    filter,
  );

const enterprisesAt = (level: string) =>
  sql<number>`coalesce(sum(${enterpriseLevelTally.enterprises}) filter (where ${eq(enterpriseLevelTally.level, level)}), 0)::int`;

/** Enterprises per county (of the type asked) and per credit level today: a sum of the kept tally (migration 0040). */
function countyEnterprises(filter: CountyReportFilter) {
  return qb
    .select({
      county: enterpriseLevelTally.county,
      enterpriseCount: sql<number>`sum(${enterpriseLevelTally.enterprises})::int`.as('enterprise_count'),
      levelAAA: enterprisesAt('AAA').as('level_aaa'),
      levelAA: enterprisesAt('AA').as('level_aa'),
      levelA: enterprisesAt('A').as('level_a'),
      levelB: enterprisesAt('B').as('level_b'),
      levelC: enterprisesAt('C').as('level_c'),
    })
    .from(enterpriseLevelTally)
    .where(ofType(enterpriseLevelTally.enterpriseType, filter))
    .groupBy(enterpriseLevelTally.county)
    .having(sql`sum(${enterpriseLevelTally.enterprises}) > 0`)
    .as('county_enterprises');
}

/**
 * reportForms' rows: one per county of registration with enterprises (of the type asked), their
 * credit levels today and their records, appeals and repairs of the period. The enterprises and
 * records come from the tallies PostgreSQL keeps per county (docs/statistics-records.md, "Kept
 * tallies"), each sum grouped by county first and joined once.
 */
export function countyReportTable(filter: CountyReportFilter) {
  const counties = countyEnterprises(filter);
  const records = periodRecords(filter);
  const appeals = periodAppeals(filter);
  const repairs = periodRepairs(filter);
  return qb
    .select({
      county: counties.county,
      enterpriseCount: sql<number>`${counties.enterpriseCount}`.as('enterprise_count'),
      levelAAA: sql<number>`${counties.levelAAA}`.as('level_aaa'),
      levelAA: sql<number>`${counties.levelAA}`.as('level_aa'),
      levelA: sql<number>`${counties.levelA}`.as('level_a'),
      levelB: sql<number>`${counties.levelB}`.as('level_b'),
      levelC: sql<number>`${counties.levelC}`.as('level_c'),
      goodRecords: sql<number>`coalesce(${records.good}, 0)::int`.as('good_records'),
      badRecords: sql<number>`coalesce(${records.bad}, 0)::int`.as('bad_records'),
      appeals: sql<number>`coalesce(${appeals.count}, 0)::int`.as('appeal_count'),
      repairs: sql<number>`coalesce(${repairs.count}, 0)::int`.as('repair_count'),
    })
    .from(counties)
    .leftJoin(records, eq(records.county, counties.county))
    .leftJoin(appeals, eq(appeals.county, counties.county))
    .leftJoin(repairs, eq(repairs.county, counties.county))
    .as('county_report');
}
