import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { creditRecords, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { actedOnBy, type ItemTables } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { scopeWhere } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';

/** An item reviewed about one credit record (an appeal, a revocation or repair request), as its lists need it. */
export interface RecordItem<Owner extends string> {
  table: PgTable;
  id: PgColumn;
  recordId: PgColumn;
  processStatus: PgColumn;
  createdAt: PgColumn;
  tables: ItemTables<Owner>;
}

/** The item with its record and the record's enterprise. */
export const recordItemSource = <Owner extends string>(item: RecordItem<Owner>) => ({
  table: item.table,
  id: item.id,
  joins: [
    { table: creditRecords, on: eq(creditRecords.id, item.recordId) },
    { table: enterprises, on: eq(enterprises.id, creditRecords.enterpriseId) },
  ],
});

/** The record's facts every item's rows carry. */
export const recordFactColumns = aliasedColumns({
  registerNumber: creditRecords.registerNumber,
  enterpriseId: creditRecords.enterpriseId,
  enterpriseName: enterprises.enterpriseName,
  behaviorCategoryName: creditRecords.behaviorCategoryName,
  behaviorContentName: creditRecords.behaviorContentName,
  scoreValue: creditRecords.scoreValue,
});

/**
 * A desk's list of items: its 待办 (done=0, the items waiting at it) or its 已办 (done=1, the items
 * its history shows it acted on), searched by enterprise name; oldest first, so the longest waiting
 * comes first.
 */
export function deskItems<Owner extends string>(
  item: RecordItem<Owner>,
  desk: { permission: string; waiting: readonly number[] },
  filter: { done?: number; enterpriseName?: string },
  scope?: SQL,
): SQL | undefined {
  return and(
    filter.done === 1
      ? actedOnBy(item.tables, item.id, desk.permission)
      : inArray(item.processStatus, [...desk.waiting]),
    scope,
    filter.enterpriseName
      ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
      : undefined,
  );
}

export const deskItemOrder = <Owner extends string>(item: RecordItem<Owner>) => [asc(item.createdAt), asc(item.id)];

/** The signed-in enterprise's own items (about its records); any other caller is refused. */
export function ownEnterpriseItems(me: Principal): SQL | undefined {
  return scopeWhere(me, OWN_ENTERPRISE, creditRecords.enterpriseId);
}
