import { CREDIT_RECORD_STATES } from '@credit/rules';
import { sql } from 'drizzle-orm';
import { behaviorLevels, creditRecords } from '../../db/schema/index.ts';

/** How long an assessment bonus counts when no catalogue level names it (docs/behaviour-catalogue.md). */
const ASSESSMENT_VALID_MONTHS = 12;

/**
 * A record in force today (Asia/Shanghai): completed, and its determination date plus its level's
 * months of validity not yet passed. Appeals, repairs and revocations narrow this in their issue.
 */
export const inForce = () => sql`${creditRecords.processStatus} = ${CREDIT_RECORD_STATES.completed}
  and ${creditRecords.actDeterminationDate} + make_interval(months => coalesce(
    (select ${behaviorLevels.validMonths} from ${behaviorLevels} where ${behaviorLevels.id} = ${creditRecords.behaviorLevelId}),
    ${ASSESSMENT_VALID_MONTHS})) > (now() at time zone 'Asia/Shanghai')::date`;
