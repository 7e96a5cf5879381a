import { todayInShanghai } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deskWorkMonths } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { countMonths, emptyMonth, type DayRange, type MonthWork } from './desk-flow.ts';
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

const lastDayOf = (month: string) => {
  const [year, number] = [Number(month.slice(0, 4)), Number(month.slice(5, 7))];
  return new Date(Date.UTC(year, number, 0)).toISOString().slice(0, 10);
};

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
export function workOf(month: MonthWork): DeskWork {
  const decisions = Object.values(month.days).reduce((sum, count) => sum + count, 0);
  const total = Object.entries(month.days).reduce((sum, [days, count]) => sum + Number(days) * count, 0);
  return {
    received: month.received,
    decided: month.decided,
    returned: month.returned,
    averageDays: decisions === 0 ? null : oneDecimal(total / decisions),
    p90Days: oneDecimal(percentile(month.days, 0.9)),
  };
}

function added(a: MonthWork, b: MonthWork): MonthWork {
  const days = { ...a.days };
  for (const [value, count] of Object.entries(b.days)) days[value] = (days[value] ?? 0) + count;
  return { received: a.received + b.received, decided: a.decided + b.decided, returned: a.returned + b.returned, days };
}

/**
 * The ended months of `months` as kept (desk_work_month), counting and keeping those not kept yet
 * in one pass over the history from the first of them to the last.
 */
async function endedMonths(db: Database, terms: DeskTerms, me: Principal, months: readonly string[]) {
  const desk = deskKey(terms.desk);
  const kept = new Map<string, MonthWork>();
  if (months.length === 0) return kept;
  const rows = await db
    .select()
    .from(deskWorkMonths)
    .where(and(eq(deskWorkMonths.desk, desk), inArray(deskWorkMonths.month, [...months])));
  for (const row of rows) kept.set(row.month, row);
  const missing = months.filter((month) => !kept.has(month));
  const [first] = missing;
  const last = missing.at(-1);
  if (!first || !last) return kept;
  const counted = await countMonths(db, terms, me, { from: `${first}-01`, to: lastDayOf(last) });
  const fresh = missing.map((month) => ({ desk, month, ...(counted.get(month) ?? emptyMonth()) }));
  await db.insert(deskWorkMonths).values(fresh).onConflictDoNothing();
  for (const row of fresh) kept.set(row.month, row);
  return kept;
}

/**
 * A desk's work in the months `range` touches (docs/statistics-desks.md): an ended month from its
 * kept counts (counted once, the first time it is asked for), the month under way from the history
 * now; the period's figures added up from its months.
 */
export async function deskWork(
  db: Database,
  terms: DeskTerms,
  me: Principal,
  range: DayRange,
): Promise<{ months: Map<string, DeskWork>; period: DeskWork }> {
  const months = monthsOf(range);
  const current = todayInShanghai().slice(0, 7);
  const ended = await endedMonths(
    db,
    terms,
    me,
    months.filter((month) => month < current),
  );
  const underWay = months.includes(current)
    ? await countMonths(db, terms, me, { from: `${current}-01`, to: todayInShanghai() })
    : new Map<string, MonthWork>();
  const counts = new Map(months.map((month) => [month, ended.get(month) ?? underWay.get(month) ?? emptyMonth()]));
  const period = [...counts.values()].reduce(added, emptyMonth());
  return {
    months: new Map([...counts].map(([month, work]) => [month, workOf(work)])),
    period: workOf(period),
  };
}
