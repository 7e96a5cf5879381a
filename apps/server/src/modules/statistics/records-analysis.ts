import { CREDIT_TYPE, labelOf, statTable, type StatisticsPeriodQuery, type StatTable } from '@credit/rules';
import { and, asc, count, desc, eq, inArray, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { behaviorRecordFilters } from '../credit-record/behavior-record-filters.ts';
import { divisionName } from '../general/division-tree.ts';
import { periodMonths } from './records-months.ts';
import { publishedInPeriod, RECORDS_PAGE, recordsSearch } from './records-search.ts';

/** How many identifying units and enterprises the analysis names, the most records first. */
export const TOP_N = 10;

export type CreditTypeCode = 1 | 2;
export type RecordsAnalysisQuery = StatisticsPeriodQuery & { creditType: CreditTypeCode };

/** A column of one grouping set: null in the rows of the others. */
export const nullable = (column: SQL | AnyColumn) => sql<string | null>`${column}`;

const month = sql<string>`to_char(${creditRecords.actDeterminationDate}, 'YYYY-MM')`;

/** The records the analysis counts: published, determined within the period, of the type and enterprise type. */
const counted = (query: RecordsAnalysisQuery) =>
  and(behaviorRecordFilters(publishedInPeriod(query)), eq(creditRecords.creditType, query.creditType));

/**
 * One read of the period's records of the type, grouped four ways at once (grouping sets): by
 * category and content, by month, by county of the enterprise, by identifying unit.
 */
const groupedFourWays = (db: Database, query: RecordsAnalysisQuery) =>
  db
    .select({
      // A grouping set leaves the others' columns null.
      category: nullable(creditRecords.behaviorCategoryName),
      content: nullable(creditRecords.behaviorContentName),
      month: nullable(month),
      county: nullable(enterprises.county),
      unit: nullable(creditRecords.identificationUnit),
      count: count(),
    })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(counted(query))
    .groupBy(
      sql`grouping sets ((${creditRecords.behaviorCategoryName}, ${creditRecords.behaviorContentName}), (${month}), (${enterprises.county}), (${creditRecords.identificationUnit}))`,
    );

/**
 * The enterprises with the most of the period's records of the type: an index-only range of
 * credit_record_published_idx (determination date, type, enterprise), joined to the enterprises
 * only when a type narrows them.
 */
const topEnterprises = async (db: Database, query: RecordsAnalysisQuery) => {
  const records = db
    .select({ enterpriseId: creditRecords.enterpriseId, count: count() })
    .from(creditRecords)
    .$dynamic();
  const top = await (
    query.enterpriseType ? records.innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId)) : records
  )
    .where(counted(query))
    .groupBy(creditRecords.enterpriseId)
    .orderBy(desc(count()), asc(creditRecords.enterpriseId))
    .limit(TOP_N);
  if (top.length === 0) return [];
  const named = await db
    .select({ id: enterprises.id, name: enterprises.enterpriseName, code: enterprises.socialCreditCode })
    .from(enterprises)
    .where(
      inArray(
        enterprises.id,
        top.map((row) => row.enterpriseId),
      ),
    );
  const byId = new Map(named.map((row) => [row.id, row]));
  return top.map((row) => ({ ...byId.get(row.enterpriseId)!, count: row.count }));
};

type Grouped = Awaited<ReturnType<typeof groupedFourWays>>;
type Group = { key: string; label: string; count: number; search: Record<string, string> };

const mostFirst = (groups: Group[]) =>
  [...groups].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh'));

/**
 * dataBoard_goodstatisticsAnalysis / dataBoard_badstatisticsAnalysis (docs/statistics-records.md):
 * the period's published records of one type, each table's cells opening 信用行为记录 filtered to
 * exactly the records they count.
 */
export async function recordsAnalysis(db: Database, query: RecordsAnalysisQuery) {
  const [grouped, enterprisesMost] = await Promise.all([groupedFourWays(db, query), topEnterprises(db, query)]);
  const typeLabel = labelOf(CREDIT_TYPE, query.creditType);
  const table = (key: string, title: string, category: string, groups: Group[]): StatTable =>
    statTable({
      key,
      title,
      category,
      page: RECORDS_PAGE,
      series: [{ key: 'records', title: `${typeLabel}记录`, unit: '条', search: `creditType=${query.creditType}` }],
      rows: groups.map((group) => ({
        key: group.key,
        label: group.label,
        values: [group.count],
        search: recordsSearch(query, group.search),
      })),
    });
  const of = (pick: (row: Grouped[number]) => string | null) => grouped.filter((row) => pick(row) !== null);

  const contents = of((row) => row.content).map((row) => ({
    key: `${row.category}/${row.content}`,
    label: `${row.category}／${row.content}`,
    count: row.count,
    search: { behaviorCategoryName: row.category!, behaviorContentName: row.content! },
  }));
  const categories = new Map<string, Group>();
  for (const row of of((row) => row.content)) {
    const category = row.category!;
    const group = categories.get(category) ?? {
      key: category,
      label: category,
      count: 0,
      search: { behaviorCategoryName: category },
    };
    group.count += row.count;
    categories.set(category, group);
  }
  const perMonth = new Map(of((row) => row.month).map((row) => [row.month!, row.count]));
  const months = periodMonths(query, [...perMonth.keys()]).map((one) => ({
    key: one.month,
    label: one.month,
    count: perMonth.get(one.month) ?? 0,
    search: { determinationStart: one.start, determinationEnd: one.end },
  }));
  const counties = of((row) => row.county).map((row) => ({
    key: row.county!,
    label: divisionName(row.county!) || row.county!,
    count: row.count,
    search: { area: row.county! },
  }));
  const units = of((row) => row.unit).map((row) => ({
    key: row.unit!,
    label: row.unit!,
    count: row.count,
    search: { identificationUnit: row.unit! },
  }));
  const total = contents.reduce((sum, row) => sum + row.count, 0);
  return {
    creditType: query.creditType,
    total,
    tables: [
      table('categories', `${typeLabel}记录行为类别分布`, '行为类别', mostFirst([...categories.values()])),
      table('contents', `${typeLabel}记录行为内容`, '行为类别／行为内容', mostFirst(contents)),
      table('months', `${typeLabel}记录按月（认定日期）`, '月份', months),
      table('counties', `${typeLabel}记录按区县`, '区县', mostFirst(counties)),
      table('units', `认定单位（前${TOP_N}）`, '认定单位', mostFirst(units).slice(0, TOP_N)),
      table(
        'enterprises',
        `${typeLabel}记录最多的企业（前${TOP_N}）`,
        '企业',
        enterprisesMost.map((row) => ({
          key: String(row.id),
          label: row.name,
          count: row.count,
          search: { socialCreditCode: row.code },
        })),
      ),
    ],
  };
}
