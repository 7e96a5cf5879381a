import {
  CREDIT_RECORD_ORIGIN,
  CREDIT_RECORD_STATES,
  type BehaviorRecordQuery,
  type RecordValidity,
} from '@credit/rules';
import { and, eq, gte, isNotNull, lte, ne, or, type SQL } from 'drizzle-orm';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { inForce } from './in-force.ts';

/** An assessment bonus: a good record an approved assessment release wrote (origin assessment). */
export const isBonus = eq(creditRecords.origin, CREDIT_RECORD_ORIGIN.assessment);

/** Any other record: declared or registered by a desk. */
export const notBonus = ne(creditRecords.origin, CREDIT_RECORD_ORIGIN.assessment);

const published = eq(creditRecords.processStatus, CREDIT_RECORD_STATES.completed);

/** Which records 有效状态 names: in force today, every published one, or published and ended early. */
export function validityCondition(validity: RecordValidity): SQL | undefined {
  switch (validity) {
    case 'inForce':
      return inForce();
    case 'published':
      return published;
    case 'ended':
      return and(published, isNotNull(creditRecords.endedOn));
  }
}

/** A division code at any level: the enterprise's province, city or district. */
export const inArea = (area: string) =>
  or(eq(enterprises.province, area), eq(enterprises.area, area), eq(enterprises.county, area));

type BehaviorRecordFilter = Pick<
  BehaviorRecordQuery,
  | 'validity'
  | 'bonus'
  | 'socialCreditCode'
  | 'enterpriseType'
  | 'inPark'
  | 'area'
  | 'identificationUnit'
  | 'determinationStart'
  | 'determinationEnd'
>;

/**
 * behaviorRecord's own filters as SQL (the statistics open it with them): the statistics count
 * their records with this same term, so a figure and its list cannot disagree.
 */
export function behaviorRecordFilters(filter: BehaviorRecordFilter): SQL | undefined {
  return and(
    validityCondition(filter.validity),
    filter.bonus === undefined ? undefined : filter.bonus === 1 ? isBonus : notBonus,
    filter.socialCreditCode ? eq(enterprises.socialCreditCode, filter.socialCreditCode.toUpperCase()) : undefined,
    filter.enterpriseType ? eq(enterprises.enterpriseType, filter.enterpriseType) : undefined,
    filter.inPark === undefined ? undefined : eq(enterprises.inPark, filter.inPark === 1),
    filter.area ? inArea(filter.area) : undefined,
    filter.identificationUnit ? eq(creditRecords.identificationUnit, filter.identificationUnit) : undefined,
    filter.determinationStart ? gte(creditRecords.actDeterminationDate, filter.determinationStart) : undefined,
    filter.determinationEnd ? lte(creditRecords.actDeterminationDate, filter.determinationEnd) : undefined,
  );
}
