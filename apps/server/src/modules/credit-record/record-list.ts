import { creditRecordListSpec, recalledRecordListSpec, type CreditRecordListQuery, type ListSpec } from '@credit/rules';
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

interface RecordListSpec<I extends z.ZodObject> {
  url: string;
  permission: Permission;
  summary: string;
  exportTitle: string;
  /** The list's request and fields; by default every record list's. */
  listSpec?: ListSpec<I>;
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
export function recordList<I extends z.ZodObject = typeof creditRecordListSpec.input>(spec: RecordListSpec<I>) {
  return defineList({
    method: 'GET',
    url: spec.url,
    permission: spec.permission,
    tags: ['信用记录'],
    summary: spec.summary,
    // Every record list's fields are a record's (the returned ones' add the reason).
    spec: (spec.listSpec ?? creditRecordListSpec) as ListSpec<I, typeof recalledRecordListSpec.fields>,
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
    presenter: () => (row) => presentRecord(row, { masked: true }),
    export: { title: spec.exportTitle },
    examples: { ...FILTER_EXAMPLES, ...spec.examples } as Record<keyof FilterOf<I>, unknown>,
  });
}
