import { addWorkingDays, todayInShanghai, type DayOverrides } from '@credit/rules';
import { and, gte, lte } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { holidays } from '../../db/schema/index.ts';

/** The days the arrangement overrides between two dates (inclusive). */
export async function dayOverrides(db: Executor, from: string, to: string): Promise<DayOverrides> {
  const rows = await db
    .select({ day: holidays.day, holiday: holidays.holiday })
    .from(holidays)
    .where(and(gte(holidays.day, from), lte(holidays.day, to)));
  return new Map(rows.map((row) => [row.day, row.holiday === 1 ? 1 : 0]));
}

/** Longest stretch of calendar days any count of working days here can span (holidays are at most ~9 days long). */
const SPAN_FACTOR = 2;
const SPAN_PADDING = 20;

/**
 * The deadline `count` working days after `start` (default today in Asia/Shanghai), counted
 * through the holiday calendar.
 */
export async function workingDeadline(db: Executor, count: number, start = todayInShanghai()): Promise<string> {
  const until = new Date(Date.parse(`${start}T00:00:00Z`) + (count * SPAN_FACTOR + SPAN_PADDING) * 86_400_000)
    .toISOString()
    .slice(0, 10);
  return addWorkingDays(start, count, await dayOverrides(db, start, until));
}
