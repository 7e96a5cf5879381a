import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { deskScope, itemId, itemJoins } from './desk-items-from.ts';
import { arrivedAt, type DeskTerms } from './desk-terms.ts';
import { shanghaiDay, workingCalendar } from './desk-working-days.ts';

/** A desk's work in one month (YYYY-MM) or a whole period: items received, decided, returned, and working days from arrival to decision. */
export interface DeskWork {
  received: number;
  decided: number;
  returned: number;
  /** Average and 90th percentile of the working days from arrival to decision; null when nothing was decided. */
  averageDays: number | null;
  p90Days: number | null;
}

/** Days of Asia/Shanghai, `from` to `to` inclusive. */
export interface DayRange {
  from: string;
  to: string;
}

const startOf = (day: string): SQL => sql`(${day}::date::timestamp at time zone 'Asia/Shanghai')`;
const endOf = (day: string): SQL => sql`((${day}::date + 1)::timestamp at time zone 'Asia/Shanghai')`;

/**
 * A desk's work per month in `range` (docs/statistics-desks.md): its history rows of the period read
 * by the desks' index (desk, time), each joined to its item for the desk's scope and facts; each
 * decision's arrival found by the item's history index, and the working days between them counted
 * through a calendar of the days they span.
 */
export async function deskWork(
  db: Database,
  terms: DeskTerms,
  me: Principal,
  range: DayRange,
): Promise<{ months: Map<string, DeskWork>; period: DeskWork }> {
  const { source } = terms;
  const history = source.history;
  const codes = terms.deskCodes;
  const rows = await db.execute<{
    month: string | null;
    received: number;
    decided: number;
    returned: number;
    average_days: string | null;
    p90_days: number | null;
  }>(sql`
    with events as (
      select ${source.createdAt} as at,
        (${terms.received}) as received,
        (${terms.decided}) as decided,
        (${terms.returned}) as returned,
        case when ${terms.decided} then ${arrivedAt(terms, sql`${source.item}`, sql`${source.createdAt}`)} end as arrived
      from ${history}
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
        and ${deskScope(terms, me)}
        and ((${terms.received}) or (${terms.decided}))
    ),
    calendar as ${workingCalendar(
      sql`coalesce((select min(${shanghaiDay(sql`arrived`)}) from events), ${range.from}::date)`,
      sql`${range.to}::date`,
    )},
    timed as (
      select events.*, to_char(events.at at time zone 'Asia/Shanghai', 'YYYY-MM') as month,
        decided_day.n - arrived_day.n as days
      from events
      left join calendar arrived_day on arrived_day.day = ${shanghaiDay(sql`events.arrived`)}
      left join calendar decided_day on decided_day.day = ${shanghaiDay(sql`events.at`)}
    )
    select month,
      count(*) filter (where received)::int as received,
      count(*) filter (where decided)::int as decided,
      count(*) filter (where returned)::int as returned,
      round(avg(days) filter (where decided), 1)::text as average_days,
      percentile_cont(0.9) within group (order by days) filter (where decided) as p90_days
    from timed
    group by grouping sets ((month), ())
  `);
  const work = (row: (typeof rows.rows)[number]): DeskWork => ({
    received: row.received,
    decided: row.decided,
    returned: row.returned,
    averageDays: row.average_days === null ? null : Number(row.average_days),
    p90Days: row.p90_days === null ? null : Math.round(Number(row.p90_days) * 10) / 10,
  });
  const total = rows.rows.find((row) => row.month === null);
  return {
    months: new Map(rows.rows.flatMap((row) => (row.month === null ? [] : [[row.month, work(row)]]))),
    period: total ? work(total) : { received: 0, decided: 0, returned: 0, averageDays: null, p90Days: null },
  };
}
