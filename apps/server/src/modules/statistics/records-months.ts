import type { StatisticsPeriodQuery } from '@credit/rules';

export interface PeriodMonth {
  /** YYYY-MM */
  month: string;
  /** The month's days within the period, YYYY-MM-DD. */
  start: string;
  end: string;
}

const lastDay = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return `${month}-${String(new Date(Date.UTC(year, mon, 0)).getUTCDate()).padStart(2, '0')}`;
};

const nextMonth = (month: string) => {
  const [year, mon] = month.split('-').map(Number) as [number, number];
  return mon === 12 ? `${year + 1}-01` : `${year}-${String(mon + 1).padStart(2, '0')}`;
};

/**
 * The months a chart by month shows, in order, none left out: from the period's first month (or
 * the first month with records when the period is open) to its last, each with its days within
 * the period, so a month's figure opens exactly its records.
 */
export function periodMonths(query: StatisticsPeriodQuery, monthsWithRecords: readonly string[]): PeriodMonth[] {
  const known = [...monthsWithRecords].sort();
  const first = query.periodStart?.slice(0, 7) ?? known[0];
  const last = query.periodEnd?.slice(0, 7) ?? known.at(-1);
  if (!first || !last || first > last) return [];
  const months: PeriodMonth[] = [];
  for (let month = first; month <= last; month = nextMonth(month)) {
    const start = query.periodStart && query.periodStart > `${month}-01` ? query.periodStart : `${month}-01`;
    const end = query.periodEnd && query.periodEnd < lastDay(month) ? query.periodEnd : lastDay(month);
    months.push({ month, start, end });
  }
  return months;
}
