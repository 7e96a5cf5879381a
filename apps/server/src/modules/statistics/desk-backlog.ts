import { todayInShanghai } from '@credit/rules';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { deskScope, itemId, itemJoins } from './desk-items-from.ts';
import { arrivedAt, type DeskTerms } from './desk-terms.ts';
import { shanghaiDay, workingCalendar } from './desk-working-days.ts';

/**
 * How long an item may wait at a desk that has no deadline of its own: five working days from its
 * arrival (docs/statistics-desks.md). A repair's desks have its 办理期限 (20 working days from the
 * application, docs/repairs.md).
 */
export const DESK_NORM_WORKING_DAYS = 5;

/** The age bands of a desk's open items, in working days since they arrived. */
export const AGE_BANDS = [
  { key: 'days0to2', title: '0–2个工作日', max: 2 },
  { key: 'days3to5', title: '3–5个工作日', max: 5 },
  { key: 'days6to10', title: '6–10个工作日', max: 10 },
  { key: 'over10', title: '10个工作日以上', max: null },
] as const;

export interface WaitingItem {
  id: number;
  subject: string;
  /** When it arrived at the desk (YYYY-MM-DD HH:mm:ss), null when its history does not say. */
  arrivedAt: string | null;
  /** Working days since; null when its history does not say when it arrived (it counts as the oldest, past the deadline). */
  waitingDays: number | null;
  overdue: boolean;
}

export interface DeskBacklog {
  /** Items waiting at the desk now: what its to-do list counts. */
  waiting: number;
  /** Of them, past the desk's deadline today. */
  overdue: number;
  /** Items per age band, in AGE_BANDS order. */
  ages: number[];
  /** The ten that have waited longest, oldest first. */
  oldest: WaitingItem[];
}

/**
 * A desk's open items now (docs/statistics-desks.md): those its to-do list shows (its waiting state,
 * its scope), each aged in working days from its arrival through a calendar of the days since the
 * oldest one arrived; past the deadline when today is after the repair's 办理期限, or for other
 * desks when it has waited more than DESK_NORM_WORKING_DAYS.
 */
export async function deskBacklog(db: Database, terms: DeskTerms): Promise<DeskBacklog> {
  const { source } = terms;
  const today = todayInShanghai();
  const id = itemId(terms);
  const bands = AGE_BANDS.map((band, index) => {
    const min = index === 0 ? null : AGE_BANDS[index - 1]?.max;
    const lower = min === null || min === undefined ? sql`true` : sql`(age > ${min} or age is null)`;
    const upper = band.max === null ? sql`true` : sql`age <= ${band.max}`;
    return sql`count(*) filter (where ${lower} and ${upper})::int`;
  });
  const { rows } = await db.execute<{
    waiting: number;
    overdue: number;
    ages: number[];
    oldest: { id: number; subject: string | null; arrived_at: string | null; age: number | null; overdue: boolean }[];
  }>(sql`
    with open as (
      select ${id} as id, ${source.subject} as subject, ${arrivedAt(terms, sql`${id}`)} as arrived,
        ${source.dueOn ?? sql`null`}::date as due_on
      from ${terms.items.table} ${itemJoins(terms)}
      where ${terms.items.status} = ${terms.waiting} and ${deskScope(terms)}
    ),
    calendar as ${workingCalendar(sql`coalesce((select min(${shanghaiDay(sql`arrived`)}) from open), ${today}::date)`, sql`${today}::date`)},
    aged as (
      select open.*, ((select n from calendar where day = ${today}::date) - arrived_day.n)::int as age
      from open left join calendar arrived_day on arrived_day.day = ${shanghaiDay(sql`open.arrived`)}
    ),
    judged as (
      select aged.*, case when due_on is not null then due_on < ${today}::date else age is null or age > ${DESK_NORM_WORKING_DAYS} end as overdue
      from aged
    )
    select count(*)::int as waiting,
      count(*) filter (where overdue)::int as overdue,
      array[${sql.join(bands, sql`, `)}] as ages,
      (select coalesce(json_agg(o), '[]'::json) from (
        select id, subject, to_char(arrived at time zone 'Asia/Shanghai', 'YYYY-MM-DD HH24:MI:SS') as arrived_at, age, overdue
        from judged order by arrived nulls first, id limit 10
      ) o) as oldest
    from judged
  `);
  const row = rows[0];
  if (!row) throw new Error('a count without a row');
  return {
    waiting: row.waiting,
    overdue: row.overdue,
    ages: row.ages.map(Number),
    oldest: row.oldest.map((item) => ({
      id: item.id,
      subject: item.subject ?? `#${item.id}`,
      arrivedAt: item.arrived_at,
      waitingDays: item.age,
      overdue: item.overdue,
    })),
  };
}
