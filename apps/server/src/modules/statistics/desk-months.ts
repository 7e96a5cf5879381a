import { todayInShanghai } from '@credit/rules';
import type { DayRange } from './desk-flow.ts';

/** Every month (YYYY-MM) of a range of days, in order. */
export function monthsOf(range: DayRange): string[] {
  const months: string[] = [];
  let year = Number(range.from.slice(0, 4));
  let month = Number(range.from.slice(5, 7));
  const last = range.to.slice(0, 7);
  for (let current = range.from.slice(0, 7); current <= last;) {
    months.push(current);
    month += 1;
    if (month > 12) [year, month] = [year + 1, 1];
    current = `${year}-${String(month).padStart(2, '0')}`;
  }
  return months;
}

/** The last twelve months, this one included: from the first day of the month eleven months ago to today. */
export function lastTwelveMonths(today = todayInShanghai()): DayRange {
  const year = Number(today.slice(0, 4));
  const month = Number(today.slice(5, 7)) - 11;
  const from =
    month > 0
      ? `${year}-${String(month).padStart(2, '0')}-01`
      : `${year - 1}-${String(month + 12).padStart(2, '0')}-01`;
  return { from, to: today };
}

/** 2026-03 → 2026年3月. */
export const monthLabel = (month: string) => `${month.slice(0, 4)}年${Number(month.slice(5, 7))}月`;

/** The period a query asks for: open ends are 1 January of the end's year and today. */
export function periodOf(query: { periodStart?: string | undefined; periodEnd?: string | undefined }): DayRange {
  const to = query.periodEnd ?? todayInShanghai();
  return { from: query.periodStart ?? `${to.slice(0, 4)}-01-01`, to };
}

/** Whether a range spans more than `years` years (a statistic's months are drawn one by one). */
export const longerThanYears = (range: DayRange, years: number) =>
  range.to > `${Number(range.from.slice(0, 4)) + years}${range.from.slice(4)}`;
