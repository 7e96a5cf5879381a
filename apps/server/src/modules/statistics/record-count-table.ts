import { APPEAL_STATES, RECORD_END_REASONS, type RecordCountQuery } from '@credit/rules';
import { and, eq, isNotNull, ne, sql, type SQL } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import { behaviorLevels, creditAppeals, creditRecords, enterprises } from '../../db/schema/index.ts';
import { ASSESSMENT_VALID_MONTHS, inForceOn, shanghaiToday } from '../credit-record/in-force.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import {
  behaviorRecordFilters,
  inArea,
  isBonus,
  notBonus,
  validityCondition,
} from '../credit-record/behavior-record-filters.ts';
import { publishedInPeriod } from './records-search.ts';

export type RecordCountFilter = Omit<RecordCountQuery, 'pageIndex' | 'pageSize'>;

const qb = new QueryBuilder();
const counted = (condition: SQL | undefined) => sql<number>`(count(*) filter (where ${condition}))::int`;

/** The records some appeal was submitted against (a draft is not submitted), whatever its outcome: few, hashed once. */
const appealedRecords = qb
  .selectDistinct({ recordId: creditAppeals.recordId })
  .from(creditAppeals)
  .where(ne(creditAppeals.processStatus, APPEAL_STATES.draft))
  .as('appealed_record');

/**
 * In force today by the score's rule, the catalogue level joined once (as the score refresh does)
 * rather than looked up for each of the period's records.
 */
const inForceNow = inForceOn(shanghaiToday, sql`coalesce(${behaviorLevels.validMonths}, ${ASSESSMENT_VALID_MONTHS})`);

/**
 * creditRecordCount's rows: one per enterprise with published records determined in the period,
 * each count one kind of them by the same terms as 信用行为记录's filters (behaviorRecordFilters),
 * so a count opens exactly its records there. Built per request (a grouped list, docs/lists.md).
 */
export function recordCountTable(filter: RecordCountFilter) {
  return qb
    .select({
      enterpriseId: creditRecords.enterpriseId,
      enterpriseName: sql<string>`min(${enterprises.enterpriseName})`.as('enterprise_name'),
      socialCreditCode: sql<string>`min(${enterprises.socialCreditCode})`.as('social_credit_code'),
      county: sql<string>`min(${enterprises.county})`.as('county'),
      total: sql<number>`count(*)::int`.as('total'),
      good: counted(and(eq(creditRecords.creditType, 1), notBonus)).as('good'),
      bad: counted(eq(creditRecords.creditType, 2)).as('bad'),
      bonus: counted(isBonus).as('bonus'),
      inForce: counted(inForceNow).as('in_force'),
      endedEarly: counted(validityCondition('ended')).as('ended_early'),
      appealed: counted(isNotNull(appealedRecords.recordId)).as('appealed'),
      repaired: counted(eq(creditRecords.endReason, RECORD_END_REASONS.repaired)).as('repaired'),
    })
    .from(creditRecords)
    .innerJoin(enterprises, eq(enterprises.id, creditRecords.enterpriseId))
    .leftJoin(behaviorLevels, eq(behaviorLevels.id, creditRecords.behaviorLevelId))
    .leftJoin(appealedRecords, eq(appealedRecords.recordId, creditRecords.id))
    .where(
      and(
        behaviorRecordFilters(publishedInPeriod(filter)),
        filter.enterpriseName
          ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
          : undefined,
        filter.area ? inArea(filter.area) : undefined,
      ),
    )
    .groupBy(creditRecords.enterpriseId)
    .as('record_count');
}
