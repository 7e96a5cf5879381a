import { sql, type SQL } from 'drizzle-orm';
import { holidays } from '../../db/schema/index.ts';

/** A moment's day in Asia/Shanghai, where the working days are counted. */
export const shanghaiDay = (moment: SQL): SQL => sql`(${moment} at time zone 'Asia/Shanghai')::date`;

/**
 * A small calendar from `from` to `to` (dates) as a subquery of (day, n): n counts the working days
 * up to and including the day, through the holiday table as `workingDaysBetween` does (Monday to
 * Friday, except 放假, plus 调休上班), so the working days after `a` up to `b` are n(b) − n(a).
 */
export const workingCalendar = (from: SQL, to: SQL): SQL => sql`(
  select d::date as day,
    sum(case when h.holiday is not null then (h.holiday = 0)::int else (extract(isodow from d) < 6)::int end)
      over (order by d) as n
  from generate_series(${from}, ${to}, interval '1 day') d
  left join ${holidays} h on h.day = d::date
)`;
