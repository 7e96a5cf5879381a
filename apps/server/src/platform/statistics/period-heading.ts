import type { StatisticsPeriodQuery } from '@credit/rules';

/** The period and type in words for a heading: 统计期间：2026-01-01 至 2026-11-29；企业类型：全部. */
export function periodHeading(query: StatisticsPeriodQuery, typeLabel: (code: string) => string): string {
  const period =
    query.periodStart || query.periodEnd ? `${query.periodStart ?? '不限'} 至 ${query.periodEnd ?? '不限'}` : '不限';
  return `统计期间：${period}；企业类型：${query.enterpriseType ? typeLabel(query.enterpriseType) : '全部'}`;
}
