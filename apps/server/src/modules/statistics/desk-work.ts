import { addCalendarDays, todayInShanghai } from '@credit/rules';
import { and, between, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deskWorkDays } from '../../db/schema/index.ts';
import { countDays, emptyWork, type DayRange, type DayWork } from './desk-flow.ts';
import { monthsOf } from './desk-months.ts';
import { deskKey, type DeskTerms } from './desk-terms.ts';

/** A desk's work in a month or a period, with the working days from arrival to decision. */
export interface DeskWork {
  received: number;
  decided: number;
  returned: number;
  /** Average and 90th percentile of the working days from arrival to decision; null when nothing was decided. */
  averageDays: number | null;
  p90Days: number | null;
}

export const lastDayOf = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

/** Every day from `from` to `to`. */
function daysOf(range: DayRange): string[] {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = addCalendarDays(day, 1)) days.push(day);
  return days;
}

/** The value at quantile `q` of the decisions' days, interpolated as percentile_cont does. */
function percentile(days: Record<string, number>, q: number): number | null {
  const values = Object.entries(days)
    .map(([value, count]) => [Number(value), count] as const)
    .sort(([a], [b]) => a - b);
  const total = values.reduce((sum, [, count]) => sum + count, 0);
  if (total === 0) return null;
  const at = (index: number) => {
    let seen = 0;
    for (const [value, count] of values) {
      seen += count;
      if (index < seen) return value;
    }
    return values.at(-1)?.[0] ?? 0;
  };
  const position = q * (total - 1);
  const lower = at(Math.floor(position));
  return lower + (position - Math.floor(position)) * (at(Math.ceil(position)) - lower);
}

const oneDecimal = (value: number | null) => (value === null ? null : Math.round(value * 10) / 10);

/** A month's or a period's figures from its counts. */
function workOf(counts: DayWork): DeskWork {
  const decisions = Object.values(counts.days).reduce((sum, count) => sum + count, 0);
  const total = Object.entries(counts.days).reduce((sum, [days, count]) => sum + Number(days) * count, 0);
  return {
    received: counts.received,
    decided: counts.decided,
    returned: counts.returned,
    averageDays: decisions === 0 ? null : oneDecimal(total / decisions),
    p90Days: oneDecimal(percentile(counts.days, 0.9)),
  };
}

function added(a: DayWork, b: DayWork): DayWork {
  const days = { ...a.days };
  for (const [value, count] of Object.entries(b.days)) days[value] = (days[value] ?? 0) + count;
  return { received: a.received + b.received, decided: a.decided + b.decided, returned: a.returned + b.returned, days };
}

/**
 * The ended days of `range` as kept (desk_work_day), counting and keeping those not kept yet in one
 * pass over the history from the first of them to the last.
 */
export async function endedDays(db: Database, terms: DeskTerms, range: DayRange) {
  const desk = deskKey(terms.desk);
  const kept = new Map<string, DayWork>();
  if (range.from > range.to) return kept;
  const rows = await db
    .select()
    .from(deskWorkDays)
    .where(and(eq(deskWorkDays.desk, desk), between(deskWorkDays.day, range.from, range.to)));
  for (const row of rows) kept.set(row.day, row);
  const missing = daysOf(range).filter((day) => !kept.has(day));
  const [first] = missing;
  const last = missing.at(-1);
  if (!first || !last) return kept;
  const counted = await countDays(db, terms, { from: first, to: last });
  const fresh = missing.map((day) => ({ desk, day, ...(counted.get(day) ?? emptyWork()) }));
  await db.insert(deskWorkDays).values(fresh).onConflictDoNothing();
  for (const row of fresh) kept.set(row.day, row);
  return kept;
}

/**
 * A desk's work in the months `range` touches, month by month (docs/statistics-desks.md): the days
 * that have ended from their kept counts (counted once, the first time they are asked for), today
 * from the history now; a month's and the period's figures added up from their days.
 */
export async function deskWork(
  db: Database,
  terms: DeskTerms,
  range: DayRange,
): Promise<{ months: Map<string, DeskWork>; period: DeskWork }> {
  const months = monthsOf(range);
  const [first] = months;
  const last = months.at(-1);
  const today = todayInShanghai();
  if (!first || !last) return { months: new Map(), period: workOf(emptyWork()) };
  const to = lastDayOf(last) < today ? lastDayOf(last) : today;
  const [ended, now] = await Promise.all([
    endedDays(db, terms, { from: `${first}-01`, to: to < today ? to : addCalendarDays(today, -1) }),
    to === today ? countDays(db, terms, { from: today, to: today }) : new Map<string, DayWork>(),
  ]);
  const counts = new Map(months.map((month) => [month, emptyWork()]));
  for (const [day, work] of [...ended, ...now]) {
    const month = counts.get(day.slice(0, 7));
    if (month) counts.set(day.slice(0, 7), added(month, work));
  }
  return {
    months: new Map([...counts].map(([month, work]) => [month, workOf(work)])),
    period: workOf([...counts.values()].reduce(added, emptyWork())),
  };
}
