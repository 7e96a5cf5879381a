import { ANNUAL_TREND_YEARS } from '@credit/rules';

/** One point of a trend: its label and the months it spans, each month as its first day. */
export interface TrendPeriod {
  label: string;
  firstMonth: string;
  lastMonth: string;
}

const month = (year: number, monthNumber: number) => `${year}-${String(monthNumber).padStart(2, '0')}-01`;

/**
 * The points of a trend (screen 11): type 0 the twelve months of the year, 1 its four quarters,
 * 2 the five years ending with it. Each point shows the score on the last day of its last month.
 */
export function trendPeriods(type: number, year: number): TrendPeriod[] {
  if (type === 0)
    return Array.from({ length: 12 }, (_, i) => ({
      label: `${i + 1}月`,
      firstMonth: month(year, i + 1),
      lastMonth: month(year, i + 1),
    }));
  if (type === 1)
    return Array.from({ length: 4 }, (_, i) => ({
      label: `第${i + 1}季度`,
      firstMonth: month(year, i * 3 + 1),
      lastMonth: month(year, i * 3 + 3),
    }));
  return Array.from({ length: ANNUAL_TREND_YEARS }, (_, i) => {
    const pointYear = year - ANNUAL_TREND_YEARS + 1 + i;
    return { label: `${pointYear}年`, firstMonth: month(pointYear, 1), lastMonth: month(pointYear, 12) };
  });
}

/**
 * The value of each point: an ended period's month-end snapshot, the current period's score
 * today (its month has no snapshot yet), nothing for a period still to come or before any snapshot.
 */
export function periodValues<V>(
  periods: readonly TrendPeriod[],
  currentMonth: string,
  snapshots: ReadonlyMap<string, V>,
  today: V | null,
): (V | null)[] {
  return periods.map((period) => {
    if (period.lastMonth < currentMonth) return snapshots.get(period.lastMonth) ?? null;
    return period.firstMonth <= currentMonth ? today : null;
  });
}
