import { CREDIT_RECORD_STATES, RECORD_END_REASONS } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { creditRecords } from '../../db/schema/index.ts';
import { shanghaiToday, validMonths } from './in-force.ts';

/** The first day a published record no longer counts because its months of validity ran out. */
const expiresOn = sql`(${creditRecords.actDeterminationDate} + make_interval(months => ${validMonths}))::date`;

/** A published record whose validity has run out by today, and which nothing ended before. */
const expired = sql`${creditRecords.endedOn} is null
  and ${creditRecords.processStatus} = ${CREDIT_RECORD_STATES.completed}
  and ${expiresOn} <= ${shanghaiToday}`;

/**
 * When and why a record stopped counting, as every record list, the view and the report select it:
 * the day it was ended early and its reason (an upheld appeal, a repair, a revocation), else the
 * day its validity ran out (已过期); both null while it counts or before it is published. The same
 * terms as the in-force rule (in-force.ts), so a record shown as ended is one the score leaves out.
 */
export const endingColumns = {
  endedOn: sql<string | null>`case when ${creditRecords.endedOn} is not null
    then to_char(${creditRecords.endedOn}, 'YYYY-MM-DD')
    when ${expired} then to_char(${expiresOn}, 'YYYY-MM-DD') end`.as('endedOn'),
  endReason: sql<string | null>`case when ${creditRecords.endedOn} is not null then ${creditRecords.endReason}
    when ${expired} then ${RECORD_END_REASONS.expired} end`.as('endReason'),
};
