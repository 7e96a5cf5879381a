import { CREDIT_RECORD_STATES, recordPublicityListSpec, registrationPublicityListSpec } from '@credit/rules';
import { and, desc, eq, gte, lte, sql, type SQL } from 'drizzle-orm';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { textContains } from '../../platform/sql-filters.ts';
import { inPublicity, publicRecordColumns, publicRecordRowSchema, publicRecordsPresenter } from './public-record.ts';

const source = {
  table: creditRecords,
  id: creditRecords.id,
  joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
};

const byEnterpriseAndType = (filter: { enterpriseName?: string; creditType?: number }): SQL | undefined =>
  and(
    filter.enterpriseName
      ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
      : undefined,
    filter.creditType ? eq(creditRecords.creditType, filter.creditType) : undefined,
  );

/**
 * creditPublic: good records for three years from their determination, bad ones for their
 * catalogue level's period, either ended early by an upheld appeal, a repair or a revocation
 * (the in-force rule with the publicity months). Latest determination first; the portal's
 * latest good and bad records are its first page of one credit type.
 */
export const recordPublicityList = defineList({
  method: 'GET',
  url: '/api/publicity/creditrecords',
  permission: PERMISSIONS.public,
  reads: 'replica',
  tags: ['信用公示'],
  summary: '公示期内的良好与不良信用记录（公开；良好公示3年，不良按认定等级的期限，修复或撤销后提前结束）',
  spec: recordPublicityListSpec,
  row: publicRecordRowSchema,
  source,
  columns: publicRecordColumns,
  where: (filter) =>
    and(
      inPublicity(),
      byEnterpriseAndType(filter),
      textContains(creditRecords.behaviorCategoryName, filter.behaviorCategoryName),
      filter.dateStart ? gte(creditRecords.actDeterminationDate, filter.dateStart) : undefined,
      filter.dateEnd ? lte(creditRecords.actDeterminationDate, filter.dateEnd) : undefined,
    ),
  orderBy: [desc(creditRecords.actDeterminationDate), desc(creditRecords.id)],
  presenter: ({ db, rows }) => publicRecordsPresenter(db, rows),
  export: { title: '信用记录公示' },
  examples: {
    enterpriseName: '华信',
    creditType: '2',
    behaviorCategoryName: '表彰',
    dateStart: '2025-01-01',
    dateEnd: '2026-12-31',
  },
});

const { firstReview, review, finalReview } = CREDIT_RECORD_STATES;

/**
 * A registration under review: submitted and not yet decided. Written as constants so PostgreSQL
 * matches it to the partial index credit_record_under_review_idx.
 */
export const underReview = () =>
  sql`${creditRecords.processStatus} in (${sql.raw(`${firstReview}, ${review}, ${finalReview}`)})`;

/** registerPublicity: credit registrations under review, shown while anyone may still object (docs/public-portal.md). */
export const registrationPublicityList = defineList({
  method: 'GET',
  url: '/api/publicity/registrations',
  permission: PERMISSIONS.public,
  reads: 'replica',
  tags: ['信用公示'],
  summary: '审核中的信用登记公示（公开；提交后至审核完成）',
  spec: registrationPublicityListSpec,
  row: publicRecordRowSchema,
  source,
  columns: publicRecordColumns,
  where: (filter) => and(underReview(), byEnterpriseAndType(filter)),
  orderBy: [desc(creditRecords.id)],
  presenter: ({ db, rows }) => publicRecordsPresenter(db, rows),
  export: { title: '信用登记公示' },
  examples: { enterpriseName: '华信', creditType: '1' },
});
