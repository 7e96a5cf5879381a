import { CREDIT_RECORD_STATES } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { behaviorLevels, creditRecords } from '../../db/schema/index.ts';

/** How long an assessment bonus counts when no catalogue level names it (docs/behaviour-catalogue.md). */
const ASSESSMENT_VALID_MONTHS = 12;

/**
 * A record in force today (Asia/Shanghai): completed, not ended early (an upheld appeal, a repair, a
 * revocation), and its determination date plus its level's months of validity not yet passed.
 */
export const inForce = () => sql`${creditRecords.processStatus} = ${CREDIT_RECORD_STATES.completed}
  and (${creditRecords.endedOn} is null or ${creditRecords.endedOn} > (now() at time zone 'Asia/Shanghai')::date)
  and ${creditRecords.actDeterminationDate} + make_interval(months => coalesce(
    (select ${behaviorLevels.validMonths} from ${behaviorLevels} where ${behaviorLevels.id} = ${creditRecords.behaviorLevelId}),
    ${ASSESSMENT_VALID_MONTHS})) > (now() at time zone 'Asia/Shanghai')::date`;
