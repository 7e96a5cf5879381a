import { addCalendarDays, todayInShanghai } from '@credit/rules';
import type { Task } from 'graphile-worker';
import type { Database } from '../../db/client.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import { lastTwelveMonths, monthsOf } from './desk-months.ts';
import { endedDays, lastDayOf } from './desk-work.ts';
import { reviewDeskTerms } from './desk-terms.ts';

export const DESK_WORK_DAYS_TASK = 'desk_work_days';
/** Every day at 16:20 UTC (00:20 Beijing), once the day has ended. */
export const DESK_WORK_DAYS_CRON = `20 16 * * * ${DESK_WORK_DAYS_TASK}`;

/**
 * Counts and keeps every review desk's ended days of the last twelve months that are not kept yet
 * (desk_work_day, docs/statistics-desks.md), a desk's month at a time, so that 办理效率 and the
 * desks' pages find them kept instead of counting a year of history while a reader waits: run when
 * an instance starts (data no page has counted yet: an upgrade, a restore) and every night for the
 * day just ended. A day kept by a page meanwhile is skipped; both keep the same counts.
 */
export function deskWorkDaysTask(db: Database, items: FlowItemsByKey): Task {
  const desks = reviewDeskTerms(items);
  return async () => {
    const yesterday = addCalendarDays(todayInShanghai(), -1);
    const months = monthsOf({ from: lastTwelveMonths().from, to: yesterday });
    for (const terms of desks)
      for (const month of months) {
        const last = lastDayOf(month);
        await endedDays(db, terms, { from: `${month}-01`, to: last < yesterday ? last : yesterday });
      }
  };
}
