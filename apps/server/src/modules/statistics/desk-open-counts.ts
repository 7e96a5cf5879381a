import { todayInShanghai } from '@credit/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { DESK_NORM_WORKING_DAYS } from './desk-backlog.ts';
import { deskScope, itemId, itemJoins } from './desk-items-from.ts';
import { arrivedSince, type DeskTerms } from './desk-terms.ts';
import { workingCalendar } from './desk-working-days.ts';

/** Calendar days back that always hold DESK_NORM_WORKING_DAYS working days (the longest holiday is nine days). */
const LOOKBACK_DAYS = 60;

/**
 * A desk's open items now and how many are past its deadline, without ageing each one
 * (docs/statistics-desks.md): an item is within the desk norm when it arrived on or after the first
 * day from which today is at most DESK_NORM_WORKING_DAYS working days away, which one look-up of
 * its recent history says; a repair is past its 办理期限 by its own date. The same rule as
 * deskBacklog, read cheaply for 办理效率's every desk.
 */
export async function deskOpenCounts(db: Database, terms: DeskTerms): Promise<{ waiting: number; overdue: number }> {
  const today = todayInShanghai();
  const id = itemId(terms);
  const overdue = terms.source.dueOn
    ? sql`${terms.source.dueOn} < ${today}::date`
    : sql`not ${arrivedSince(terms, sql`${id}`, sql`(select since from norm)`)}`;
  const { rows } = await db.execute<{ waiting: number; overdue: number }>(sql`
    with calendar as ${workingCalendar(sql`${today}::date - ${LOOKBACK_DAYS}::int`, sql`${today}::date`)},
    norm as (
      select (min(day)::timestamp at time zone 'Asia/Shanghai') as since from calendar
      where (select n from calendar where day = ${today}::date) - n <= ${DESK_NORM_WORKING_DAYS}
    )
    select count(*)::int as waiting, count(*) filter (where ${overdue})::int as overdue
    from ${terms.items.table} ${itemJoins(terms)}
    where ${terms.items.status} = ${terms.waiting} and ${deskScope(terms)}
  `);
  return rows[0] ?? { waiting: 0, overdue: 0 };
}
