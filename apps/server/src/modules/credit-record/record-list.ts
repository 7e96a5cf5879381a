import { creditRecordListQuerySchema, type CreditRecordListQuery } from '@credit/rules';
import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import type { Permission } from '../../platform/auth/permissions.ts';
import { defineList, type FilterOf } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { shanghaiTimeRange, textContains } from '../../platform/sql-filters.ts';
import type { Principal } from '../auth/principal.ts';
import { presentRecord, recordColumns, recordRowSchema } from './record-columns.ts';

/** The filters every credit-record list shares (creditRecordListQuerySchema) as SQL. */
export function recordFilters(filter: Omit<CreditRecordListQuery, 'pageIndex' | 'pageSize'>): SQL | undefined {
  return and(
    filter.enterpriseName
      ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
      : undefined,
    filter.creditType ? eq(creditRecords.creditType, filter.creditType) : undefined,
    textContains(creditRecords.behaviorCategoryName, filter.behaviorCategoryName),
    textContains(creditRecords.behaviorContentName, filter.behaviorContentName),
    filter.processStatus?.length ? inArray(creditRecords.processStatus, filter.processStatus) : undefined,
    shanghaiTimeRange(creditRecords.submittedAt, filter.submitStart, filter.submitEnd),
  );
}

/** A good record the department publishes itself (it skips 初审). */
export const directPublished = and(eq(creditRecords.origin, 'department'), eq(creditRecords.creditType, 1));

/** The export columns that say which record a row is, first in every record list's file. */
export const RECORD_EXPORT_HEAD = [
  { header: '登记编号', key: 'registerNumber' },
  { header: '企业名称', key: 'enterpriseName', width: 36 },
  { header: '信用类别', key: 'creditTypeDescription', width: 10 },
  { header: '行为主体', key: 'actorDescription', width: 10 },
  { header: '行为类别', key: 'behaviorCategoryName' },
  { header: '行为内容', key: 'behaviorContentName', width: 30 },
  { header: '认定等级', key: 'identifiedLevelName' },
  { header: '分值', key: 'scoreValue', width: 8 },
] as const;

const EXPORT_COLUMNS = [
  ...RECORD_EXPORT_HEAD,
  { header: '行为内容描述', key: 'behaviorDescription', width: 40 },
  { header: '认定单位', key: 'identificationUnit' },
  { header: '认定日期', key: 'actDeterminationDate', width: 12 },
  { header: '处理状态', key: 'processStatusDescription', width: 12 },
  { header: '申请时间', key: 'submitTime' },
  // A record that stopped counting says so in the file as on screen.
  { header: '失效日期', key: 'endedOn', width: 12 },
  { header: '失效原因', key: 'endReason', width: 10 },
] as const;

interface RecordListSpec<I extends z.ZodObject> {
  url: string;
  permission: Permission;
  summary: string;
  exportTitle: string;
  input?: I;
  /** Who may list what: the list's own rows, as SQL; may refuse. */
  scope: (filter: FilterOf<I>, me: Principal, db: Database) => SQL | undefined | Promise<SQL | undefined>;
  /** Oldest submission first for a to-do list; newest record first otherwise. */
  order?: readonly SQL[];
  examples?: Record<string, unknown>;
}

const FILTER_EXAMPLES = {
  enterpriseName: '华信',
  creditType: '1',
  behaviorCategoryName: '表彰',
  behaviorContentName: '奖',
  processStatus: '1,3',
  submitStart: '2026-01-01',
  submitEnd: '2026-12-31',
};

/** A credit-record list (docs/desks.md): the shared filters, row, presenter and export, and its own scope. */
export function recordList<I extends z.ZodObject = typeof creditRecordListQuerySchema>(spec: RecordListSpec<I>) {
  const input = (spec.input ?? creditRecordListQuerySchema) as I;
  return defineList({
    method: 'GET',
    url: spec.url,
    permission: spec.permission,
    tags: ['信用记录'],
    summary: spec.summary,
    input,
    row: recordRowSchema,
    source: {
      table: creditRecords,
      id: creditRecords.id,
      joins: [{ table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) }],
    },
    columns: recordColumns,
    where: async (filter, me, db) =>
      and(await spec.scope(filter, me, db), recordFilters(filter as Parameters<typeof recordFilters>[0])),
    orderBy: spec.order ?? [desc(creditRecords.id)],
    presenter: () => (row) => presentRecord(row),
    export: { title: spec.exportTitle, columns: EXPORT_COLUMNS },
    examples: { ...FILTER_EXAMPLES, ...spec.examples } as Record<keyof FilterOf<I>, unknown>,
  });
}
