import { monthSchema, todayInShanghai } from '@credit/rules';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import type { Database, Executor } from '../../db/client.ts';
import { enterprisePersons, enterprises, qualificationStaffing } from '../../db/schema/index.ts';
import { scoreChanged } from '../../platform/score-changes.ts';
import { standardOn } from '../scoring/scoring-standard.ts';

/** Enterprise type of the engineering cost-consulting firms (dictionary `enterpriseType`). */
export const COST_CONSULTING_TYPE = '1';
/**
 * The person qualification that counts as a registered cost engineer: 一级造价工程师 (dictionary
 * `qualification`), the registration 建设部令第149号 counts (docs/scoring.md).
 */
export const REGISTERED_COST_ENGINEER = '1';

/** Whether a person holds the registered cost engineer qualification (SQL). */
export const isRegisteredCostEngineer = sql<boolean>`(${REGISTERED_COST_ENGINEER} = any(${enterprisePersons.qualification}))`;

/**
 * Evaluates one month's staffing (YYYY-MM) in the caller's transaction: for every cost-consulting
 * enterprise with a qualification level, its registered cost engineers in service against what the
 * standard in force on the month's first day requires. The consecutive short months continue the
 * previous month's row; evaluating a month again replaces its rows. The evaluated enterprises are
 * rescored today, so a deduction starting or ending shows at once. Returns how many were evaluated.
 */
export async function evaluateStaffing(tx: Executor, month: string): Promise<number> {
  const firstDay = `${monthSchema.parse(month)}-01`;
  const { requiredEngineers } = await standardOn(tx, firstDay);
  const onFirst = sql`${firstDay}::date`;
  const required = sql`(${JSON.stringify(requiredEngineers)}::jsonb ->> ${enterprises.qualificationLevel}::text)::int`;
  // Set-based: each enterprise's engineers counted in one grouped pass and last month's row joined,
  // where a count and a look-up per enterprise (re-run for every use of their value) took minutes
  // at a national size.
  const engineers = sql`(select ${enterprisePersons.enterpriseId} as enterprise_id, count(*)::int as n
      from ${enterprisePersons} where ${enterprisePersons.enabled} and ${isRegisteredCostEngineer}
     group by ${enterprisePersons.enterpriseId})`;
  const result = await tx.execute<{ enterprise_id: number }>(sql`
    insert into ${qualificationStaffing} (enterprise_id, month, qualification_level, actual_count, required_count,
      short, short_months, warning_since)
    select id, ${onFirst}, qualification_level, actual, required, actual < required,
           case when actual < required then coalesce(previous_short_months, 0) + 1 else 0 end,
           case when actual < required then coalesce(previous_warning_since, ${onFirst}) end
      from (select ${enterprises.id} as id, ${enterprises.qualificationLevel} as qualification_level,
                   coalesce(engineers.n, 0) as actual, ${required} as required,
                   previous.short_months as previous_short_months, previous.warning_since as previous_warning_since
              from ${enterprises}
              left join ${engineers} engineers on engineers.enterprise_id = ${enterprises.id}
              left join ${qualificationStaffing} previous
                on previous.enterprise_id = ${enterprises.id} and previous.month = (${onFirst} - interval '1 month')::date
             where ${and(eq(enterprises.enterpriseType, COST_CONSULTING_TYPE), isNotNull(enterprises.qualificationLevel))}
           ) evaluated
    on conflict (enterprise_id, month) do update
       set qualification_level = excluded.qualification_level, actual_count = excluded.actual_count,
           required_count = excluded.required_count, short = excluded.short, short_months = excluded.short_months,
           warning_since = excluded.warning_since, evaluated_at = now()
    returning enterprise_id`);
  await scoreChanged(
    tx,
    result.rows.map((row) => row.enterprise_id),
  );
  return result.rows.length;
}

export const STAFFING_EVALUATION_TASK = 'staffing_evaluation';
/**
 * The 1st of each month at 00:10 Beijing time is 16:10 UTC on the last day of the month before, which
 * a UTC crontab cannot name: it runs on days 28–31 and the task acts only when its slot falls on a
 * Beijing 1st. Missed slots (the platform was down) are run afterwards, up to three days late.
 */
export const STAFFING_EVALUATION_CRON = `10 16 28-31 * * ${STAFFING_EVALUATION_TASK} ?fill=3d`;

/** The Beijing month whose first day a cron slot falls on, if it does. */
export function monthStartingAt(slot: Date): string | undefined {
  const day = todayInShanghai(slot);
  return day.endsWith('-01') ? day.slice(0, 7) : undefined;
}

/** The task: a cron slot evaluates the month it starts; `{ month: 'YYYY-MM' }` evaluates that month. */
export const staffingEvaluationTask =
  (db: Database): Task =>
  async (payload) => {
    const { month, _cron } = (payload ?? {}) as { month?: string; _cron?: { ts: string } };
    const evaluated = month ?? (_cron ? monthStartingAt(new Date(_cron.ts)) : undefined);
    if (evaluated) await db.transaction((tx) => evaluateStaffing(tx, evaluated));
  };
