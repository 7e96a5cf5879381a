import {
  CREDIT_LEVEL,
  CREDIT_RECORD_ORIGIN,
  QUALIFICATION_LEVEL,
  dictOptions,
  statTable,
  type StatisticsPeriodQuery,
  type StatTable,
} from '@credit/rules';
import { count, eq, isNotNull, and, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises, enterpriseScores } from '../../db/schema/index.ts';
import { behaviorRecordFilters } from '../credit-record/behavior-record-filters.ts';
import { divisionName } from '../general/division-tree.ts';
import { nullable } from './records-analysis.ts';
import { publishedInPeriod, RECORDS_PAGE, recordsSearch } from './records-search.ts';

/** A record's kind on the ring: an assessment bonus (origin assessment), else good or bad by its credit type. */
const kindOf = (row: { origin: string | null; creditType: number | null }) =>
  row.origin === CREDIT_RECORD_ORIGIN.assessment ? 'bonus' : row.creditType === 1 ? 'good' : 'bad';

const RECORD_KINDS = [
  { key: 'good', label: '良好记录', search: { creditType: 1, bonus: 0 } },
  { key: 'bad', label: '不良记录', search: { creditType: 2 } },
  { key: 'bonus', label: '测评加分', search: { bonus: 1 } },
] as const;

const ofType = (query: StatisticsPeriodQuery) =>
  query.enterpriseType ? eq(enterprises.enterpriseType, query.enterpriseType) : undefined;

/** Enterprises per credit level today: the score table alone, or joined to the enterprises of a type. */
const byLevel = (db: Database, query: StatisticsPeriodQuery) =>
  query.enterpriseType
    ? db
        .select({ level: enterpriseScores.level, count: count() })
        .from(enterpriseScores)
        .innerJoin(enterprises, eq(enterprises.id, enterpriseScores.enterpriseId))
        .where(ofType(query))
        .groupBy(enterpriseScores.level)
    : db
        .select({ level: enterpriseScores.level, count: count() })
        .from(enterpriseScores)
        .groupBy(enterpriseScores.level);

/** Enterprises per qualification level (enterprise_qualification_idx). */
const byQualification = (db: Database, query: StatisticsPeriodQuery) =>
  db
    .select({ level: enterprises.qualificationLevel, count: count() })
    .from(enterprises)
    .where(and(ofType(query), isNotNull(enterprises.qualificationLevel)))
    .groupBy(enterprises.qualificationLevel);

/** The period's published records grouped three ways in one read: by kind, by category, by county. */
const recordsThreeWays = (db: Database, query: StatisticsPeriodQuery) =>
  db
    .select({
      origin: nullable(creditRecords.origin),
      creditType: sql<number | null>`${creditRecords.creditType}`,
      category: nullable(creditRecords.behaviorCategoryName),
      county: nullable(enterprises.county),
      count: count(),
    })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .where(behaviorRecordFilters(publishedInPeriod(query)))
    .groupBy(
      sql`grouping sets ((${creditRecords.origin}, ${creditRecords.creditType}), (${creditRecords.behaviorCategoryName}), (${enterprises.county}))`,
    );

interface Slice {
  key: string;
  label: string;
  count: number;
  search?: string;
}

const ring = (
  key: string,
  title: string,
  category: string,
  unit: string,
  page: string | undefined,
  slices: Slice[],
): StatTable =>
  statTable({
    key,
    title,
    category,
    ...(page && { page }),
    series: [{ key: 'count', title: unit === '家' ? '企业数' : '记录数', unit }],
    rows: slices.map((slice) => ({
      key: slice.key,
      label: slice.label,
      values: [slice.count],
      ...(slice.search && { search: slice.search }),
    })),
  });

const mostFirst = (slices: Slice[]) =>
  [...slices].sort((a, b) => b.count - a.count || a.label.localeCompare(b.label, 'zh'));

/**
 * dataBoard_Proportion (docs/statistics-records.md): the shares of enterprises by credit level
 * (today) and qualification level, and of the period's published records by kind, behaviour
 * category and county; each slice opens the list of what it counts.
 */
export async function proportions(db: Database, query: StatisticsPeriodQuery) {
  const [levels, qualifications, records] = await Promise.all([
    byLevel(db, query),
    byQualification(db, query),
    recordsThreeWays(db, query),
  ]);
  const levelCounts = new Map(levels.map((row) => [row.level, row.count]));
  const levelOrder = [...CREDIT_LEVEL.keys(), ...levelCounts.keys()].filter(
    (level, index, all) => all.indexOf(level) === index,
  );
  const type: Record<string, string> = query.enterpriseType ? { enterpriseType: query.enterpriseType } : {};
  const qualificationCounts = new Map(qualifications.map((row) => [row.level, row.count]));
  const ofSet = (pick: (row: (typeof records)[number]) => string | null) => records.filter((row) => pick(row) !== null);
  const kinds = new Map<string, number>();
  for (const row of ofSet((row) => row.origin)) kinds.set(kindOf(row), (kinds.get(kindOf(row)) ?? 0) + row.count);
  return {
    tables: [
      // 企业信用排名 has no enterprise type filter: with a type chosen, the levels open nothing.
      ring(
        'levels',
        '企业信用等级占比',
        '信用等级',
        '家',
        query.enterpriseType ? undefined : 'enterprisegrade',
        levelOrder.map((level) => ({
          key: level,
          label: level,
          count: levelCounts.get(level) ?? 0,
          search: new URLSearchParams({ creditlevel: level }).toString(),
        })),
      ),
      ring(
        'qualifications',
        '企业资质等级占比',
        '资质等级',
        '家',
        'enterpriseInquire',
        dictOptions(QUALIFICATION_LEVEL).map((option) => ({
          key: String(option.value),
          label: option.label,
          count: qualificationCounts.get(option.value) ?? 0,
          search: new URLSearchParams({ qualificationLevel: String(option.value), ...type }).toString(),
        })),
      ),
      ring(
        'kinds',
        '信用记录类型占比',
        '记录类型',
        '条',
        RECORDS_PAGE,
        RECORD_KINDS.map((one) => ({
          key: one.key,
          label: one.label,
          count: kinds.get(one.key) ?? 0,
          search: recordsSearch(query, one.search),
        })),
      ),
      ring(
        'categories',
        '行为类别占比',
        '行为类别',
        '条',
        RECORDS_PAGE,
        mostFirst(
          ofSet((row) => row.category).map((row) => ({
            key: row.category!,
            label: row.category!,
            count: row.count,
            search: recordsSearch(query, { behaviorCategoryName: row.category! }),
          })),
        ),
      ),
      ring(
        'counties',
        '区县信用记录占比',
        '区县',
        '条',
        RECORDS_PAGE,
        mostFirst(
          ofSet((row) => row.county).map((row) => ({
            key: row.county!,
            label: divisionName(row.county!) || row.county!,
            count: row.count,
            search: recordsSearch(query, { area: row.county! }),
          })),
        ),
      ),
    ],
  };
}
