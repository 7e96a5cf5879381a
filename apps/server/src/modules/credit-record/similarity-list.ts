import {
  CREDIT_RECORD_WORKFLOW,
  CREDIT_TYPE,
  labelOf,
  similarRecordListSpec,
  stateLabel,
  SUBMITTED_CREDIT_STATES,
} from '@credit/rules';
import { and, desc, eq, inArray, ne } from 'drizzle-orm';
import { z } from 'zod';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { enterpriseInScope } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA } from '../../platform/access/enterprise-data.ts';

export const RECORD_NOT_FOUND = '信用记录不存在';

const columns = aliasedColumns({
  id: creditRecords.id,
  enterpriseName: enterprises.enterpriseName,
  creditType: creditRecords.creditType,
  behaviorCategoryName: creditRecords.behaviorCategoryName,
  behaviorContentName: creditRecords.behaviorContentName,
  scoreValue: creditRecords.scoreValue,
  identificationUnit: creditRecords.identificationUnit,
  actDeterminationDate: creditRecords.actDeterminationDate,
  processStatus: creditRecords.processStatus,
});

/**
 * The records similar to one: the same enterprise's other submitted records of the same category
 * and content. A draft, or a record returned or withdrawn to its author, is the author's own work
 * and no reviewer's business (docs/desks.md).
 */
export const similarTo = (record: { id: number; enterpriseId: number; category: string; content: string }) =>
  and(
    eq(creditRecords.enterpriseId, record.enterpriseId),
    eq(creditRecords.behaviorCategoryName, record.category),
    eq(creditRecords.behaviorContentName, record.content),
    ne(creditRecords.id, record.id),
    inArray(creditRecords.processStatus, SUBMITTED_CREDIT_STATES),
  );

/**
 * Similar records of a credit record (spec §2 screen 12, §7): the same enterprise's other records
 * of the same category and content, newest decision first. The caller must be able to read the
 * record's enterprise; an enterprise user reads only its own.
 */
export const similarityList = defineList({
  method: 'GET',
  url: '/api/creditregister/similarity',
  permission: PERMISSIONS.enterpriseRead,
  tags: ['信用记录'],
  summary: '相似信用记录（同一企业、同一行为类别与行为内容的已提交记录，不含本条、草稿与退回记录）',
  spec: similarRecordListSpec,
  row: z.object({
    id: z.number(),
    enterpriseName: z.string(),
    creditTypeDescription: z.string(),
    behaviorCategoryName: z.string(),
    behaviorContentName: z.string(),
    scoreValue: z.number(),
    identificationUnit: z.string(),
    actDeterminationDate: z.string(),
    processStatus: z.number(),
    processStatusDescription: z.string(),
  }),
  source: {
    table: creditRecords,
    id: creditRecords.id,
    joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
  },
  columns,
  where: async (filter, me, db) => {
    const [record] = await db
      .select({
        enterpriseId: creditRecords.enterpriseId,
        category: creditRecords.behaviorCategoryName,
        content: creditRecords.behaviorContentName,
      })
      .from(creditRecords)
      .where(eq(creditRecords.id, filter.registerId));
    if (!record) throw new AppError(RECORD_NOT_FOUND, { statusCode: 404 });
    enterpriseInScope(me, ENTERPRISE_DATA, record.enterpriseId);
    return similarTo({ id: filter.registerId, ...record });
  },
  orderBy: [desc(creditRecords.actDeterminationDate), desc(creditRecords.id)],
  presenter: () => (row) => ({
    id: row.id,
    enterpriseName: row.enterpriseName,
    creditTypeDescription: labelOf(CREDIT_TYPE, row.creditType),
    behaviorCategoryName: row.behaviorCategoryName,
    behaviorContentName: row.behaviorContentName,
    scoreValue: Number(row.scoreValue),
    identificationUnit: row.identificationUnit,
    actDeterminationDate: row.actDeterminationDate,
    processStatus: row.processStatus,
    processStatusDescription: stateLabel(CREDIT_RECORD_WORKFLOW, row.processStatus),
  }),
  examples: { registerId: '1' },
});
