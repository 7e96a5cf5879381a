import type { StatisticsPeriodQuery } from '@credit/rules';

/** The menu url of 信用行为记录, the list the records statistics open. */
export const RECORDS_PAGE = 'behaviorRecord';

/**
 * The filter of 信用行为记录 that holds a statistic's records: published (whatever their validity
 * today), determined within the period, of enterprises of the type, with `extra` (a category, a
 * county…). The list counts them with the same term as the figure (behaviorRecordFilters).
 */
export function recordsSearch(query: StatisticsPeriodQuery, extra: Record<string, string | number> = {}): string {
  const search = new URLSearchParams({ validity: 'published' });
  if (query.periodStart) search.set('determinationStart', query.periodStart);
  if (query.periodEnd) search.set('determinationEnd', query.periodEnd);
  if (query.enterpriseType) search.set('enterpriseType', query.enterpriseType);
  for (const [key, value] of Object.entries(extra)) search.set(key, String(value));
  return search.toString();
}

/** The statistic's records as the list's filter reads them (behaviorRecordFilters' input). */
export const publishedInPeriod = (query: StatisticsPeriodQuery) =>
  ({
    validity: 'published',
    determinationStart: query.periodStart,
    determinationEnd: query.periodEnd,
    enterpriseType: query.enterpriseType,
  }) as const;
