import { addCalendarDays, todayInShanghai } from '@credit/rules';
import type { DemoStep } from './demo-replay.ts';

/**
 * The pace of the year's demo work: items submitted on working days and each desk acting some
 * working days after the step before, so the desks' days to a decision read as a desk's would.
 * Weekends are skipped; the holiday calendar is not (a demo step on a holiday is harmless).
 */

const weekday = (day: string) => new Date(`${day}T12:00:00+08:00`).getUTCDay();

/** The day itself when a working day (Monday–Friday), else the Monday after. */
export function onWorkday(day: string): string {
  const dow = weekday(day);
  return dow === 6 ? addCalendarDays(day, 2) : dow === 0 ? addCalendarDays(day, 1) : day;
}

/** `count` working days after `day` (a working day). */
export function workdaysAfter(day: string, count: number): string {
  let result = day;
  for (let left = count; left > 0;) {
    result = addCalendarDays(result, 1);
    if (weekday(result) !== 0 && weekday(result) !== 6) left -= 1;
  }
  return result;
}

/** The working day `daysAgo` calendar days before today (or the Monday after it). */
export const workdayAgo = (today: string, daysAgo: number): string => onWorkday(addCalendarDays(today, -daysAgo));

/** 10:00 Beijing time of a day, when the demo's paths start. */
export const morningOf = (day: string): Date => new Date(`${day}T10:00:00+08:00`);

/** The Beijing day a moment falls on. */
export const dayOf = (at: Date): string => todayInShanghai(at);

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * A path started on `start` (a working day) whose steps each come the given working days after the
 * one before (the first step's count is ignored): the steps with the calendar `days` the replay reads.
 */
export function paced(start: string, steps: readonly (readonly [DemoStep, number])[]): DemoStep[] {
  let day = start;
  return steps.map(([step, workdays], index) => {
    const next = index === 0 ? start : workdaysAfter(day, Math.max(1, workdays));
    const days = daysBetween(day, next);
    day = next;
    return typeof step === 'string' ? { action: step, days } : { ...step, days };
  });
}
