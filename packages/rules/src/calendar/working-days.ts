/**
 * Working days in Asia/Shanghai (spec §2 holiday): Monday to Friday, except the official holidays,
 * plus the weekend days the official arrangement makes working days (调休上班). Dates are
 * yyyy-MM-dd text, read as calendar days (no time zone arithmetic on the day itself).
 */

/** A day the calendar overrides: 1 a holiday (放假), 0 a working day (调休上班). */
export type DayOverrides = ReadonlyMap<string, 0 | 1>;

const DAY_MS = 86_400_000;

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The date `days` calendar days after (or before) `date`. */
export const addCalendarDays = (date: string, days: number): string => fromUtc(toUtc(date) + days * DAY_MS);

/** 0 Sunday … 6 Saturday. */
export const weekdayOf = (date: string): number => new Date(toUtc(date)).getUTCDay();

export function isWorkingDay(date: string, overrides: DayOverrides): boolean {
  const override = overrides.get(date);
  if (override !== undefined) return override === 0;
  const weekday = weekdayOf(date);
  return weekday !== 0 && weekday !== 6;
}

/**
 * The deadline `count` working days after `start`: the first working day counts as 1 and the
 * start day itself never counts (a period starting on a Friday ends counting from Monday).
 */
export function addWorkingDays(start: string, count: number, overrides: DayOverrides): string {
  let date = start;
  let left = count;
  while (left > 0) {
    date = addCalendarDays(date, 1);
    if (isWorkingDay(date, overrides)) left -= 1;
  }
  return date;
}

/** Working days after `from` up to and including `to` (0 when `to` is not after `from`). */
export function workingDaysBetween(from: string, to: string, overrides: DayOverrides): number {
  let count = 0;
  for (let date = addCalendarDays(from, 1); date <= to; date = addCalendarDays(date, 1))
    if (isWorkingDay(date, overrides)) count += 1;
  return count;
}
