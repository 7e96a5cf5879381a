import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deskScope, itemId, itemJoins } from './desk-items-from.ts';
import { arrivedAt, type DeskTerms } from './desk-terms.ts';
import { shanghaiDay, workingCalendar } from './desk-working-days.ts';

/** A desk's work on a day or over days: items received, decided, returned, and its decisions by working days from arrival. */
export interface DayWork {
  received: number;
  decided: number;
  returned: number;
  /** Working days from arrival to decision → decisions. */
  days: Record<string, number>;
}

/** Days of Asia/Shanghai, `from` to `to` inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const startOf = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;
const endOf = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;

export const emptyWork = (): DayWork => ({ received: 0, decided: 0, returned: 0, days: {} });

/**
 * A desk's work per day (YYYY-MM-DD) in `range`, counted from the history (docs/statistics-desks.md):
 * its rows of the period read by the desks' index (desk, time), each joined to its item for the
 * desk's scope and facts; each decision's arrival found by the item's history index, and the
 * working days between them counted through a calendar of the days they span.
 */
export async function countDays(db: Database, terms: DeskTerms, range: DayRange): Promise<Map<string, DayWork>> {
  const { source } = terms;
  const codes = terms.deskCodes;
  const { rows } = await db.execute<{
    day: string;
    days: number | null;
    received: number;
    decided: number;
    returned: number;
  }>(sql`
    with events as (
      select ${source.createdAt} as at,
        (${terms.received}) as received,
        (${terms.decided}) as decided,
        (${terms.returned}) as returned,
        case when ${terms.decided} then ${arrivedAt(terms, sql`${source.item}`, sql`${source.createdAt}`)} end as arrived
      from ${source.history}
      join ${terms.items.table} on ${itemId(terms)} = ${source.item} ${itemJoins(terms)}
      where ${source.createdAt} >= ${startOf(range.from)} and ${source.createdAt} < ${endOf(range.to)}
        ${
          codes && source.desk
            ? sql`and ${source.desk} in (${sql.join(
                codes.map((code) => sql`${code}`),
                sql`, `,
              )})`
            : sql``
        }
        and ${deskScope(terms)}
        and ((${terms.received}) or (${terms.decided}))
    ),
    calendar as ${workingCalendar(
      sql`coalesce((select min(${shanghaiDay(sql`arrived`)}) from events), ${range.from}::date)`,
      sql`${range.to}::date`,
    )}
    select to_char(events.at at time zone 'Asia/Shanghai', 'YYYY-MM-DD') as day,
      (decided_day.n - arrived_day.n)::int as days,
      count(*) filter (where received)::int as received,
      count(*) filter (where decided)::int as decided,
      count(*) filter (where returned)::int as returned
    from events
    left join calendar arrived_day on arrived_day.day = ${shanghaiDay(sql`events.arrived`)}
    left join calendar decided_day on decided_day.day = ${shanghaiDay(sql`events.at`)}
    group by 1, 2
  `);
  const counted = new Map<string, DayWork>();
  for (const row of rows) {
    const work = counted.get(row.day) ?? emptyWork();
    work.received += row.received;
    work.decided += row.decided;
    work.returned += row.returned;
    if (row.days !== null && row.decided > 0) work.days[row.days] = (work.days[row.days] ?? 0) + row.decided;
    counted.set(row.day, work);
  }
  return counted;
}
