import { CREDIT_RECORD_STATES } from '@credit/rules';
import { sql, type SQL } from 'drizzle-orm';
import { behaviorLevels, creditRecords } from '../../db/schema/index.ts';

/** How long an assessment bonus counts when no catalogue level names it (docs/behaviour-catalogue.md). */
export const ASSESSMENT_VALID_MONTHS = 12;

/** Today in Asia/Shanghai, as the database sees it. */
export const shanghaiToday = sql`(now() at time zone 'Asia/Shanghai')::date`;

/** The months a record counts: its catalogue level's, else an assessment bonus's. */
export const validMonths = sql`coalesce(
    (select ${behaviorLevels.validMonths} from ${behaviorLevels} where ${behaviorLevels.id} = ${creditRecords.behaviorLevelId}),
    ${ASSESSMENT_VALID_MONTHS})`;

/**
 * The moment a day (Asia/Shanghai) ends: a fixed instant for a given day, which PostgreSQL works
 * out once, where converting each record's publication time to a local date costs per row.
 */
const endOf = (day: SQL) => sql`((${day}) + 1)::timestamp at time zone 'Asia/Shanghai'`;

/**
 * A record in force on a day (Asia/Shanghai), its months of validity given where the caller joins
 * the catalogue level itself: published by then (an assessment bonus, which has no
 * publication time, from its determination date), not ended early by then (an
 * upheld appeal, a repair, a revocation), and its determination date plus its level's months of
 * validity not yet passed.
 */
export const inForceOn = (
  day: SQL,
  months: SQL = validMonths,
) => sql`${creditRecords.processStatus} = ${CREDIT_RECORD_STATES.completed}
  and ${creditRecords.actDeterminationDate} <= ${day}
  and (${creditRecords.completedAt} is null or ${creditRecords.completedAt} < ${endOf(day)})
  and (${creditRecords.endedOn} is null or ${creditRecords.endedOn} > ${day})
  and ${creditRecords.actDeterminationDate} + make_interval(months => ${months}) > ${day}`;

/** A record in force today. */
export const inForce = () => inForceOn(shanghaiToday);

/** The first day a record counts: its determination date, or its publication day when that came later. */
export const countsFrom = sql`greatest(${creditRecords.actDeterminationDate},
    coalesce((${creditRecords.completedAt} at time zone 'Asia/Shanghai')::date, ${creditRecords.actDeterminationDate}))`;

/**
 * A record in force on at least one day from `from` to `to`, both included (the records that
 * counted in a period): the same rule as inForceOn, asked of the period's first day it could count.
 */
export const inForceDuring = (from: SQL, to: SQL) => {
  const firstDay = sql`greatest(${countsFrom}, ${from})`;
  return sql`${creditRecords.processStatus} = ${CREDIT_RECORD_STATES.completed}
  and ${firstDay} <= ${to}
  and (${creditRecords.endedOn} is null or ${creditRecords.endedOn} > ${firstDay})
  and ${creditRecords.actDeterminationDate} + make_interval(months => ${validMonths}) > ${firstDay}`;
};
