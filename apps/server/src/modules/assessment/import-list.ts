import { desc, not, type SQL } from 'drizzle-orm';
import type { practiceAbilities, recordPassRates } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';

type ImportTable = typeof practiceAbilities | typeof recordPassRates;

/** What both import lists filter by (spec §2 screens 5 and 6): name, publishable or not, import time. */
export interface ImportListFilter {
  enterprise?: string;
  canPublish?: 0 | 1;
  importStart?: string;
  importEnd?: string;
}

export function importListConditions(
  table: ImportTable,
  publishableRow: SQL,
  filter: ImportListFilter,
): (SQL | undefined)[] {
  return [
    filter.enterprise ? nameContains(table.nameGrams, filter.enterprise, table.enterpriseName) : undefined,
    filter.canPublish === 1 ? publishableRow : undefined,
    filter.canPublish === 0 ? not(publishableRow) : undefined,
    shanghaiTimeRange(table.createdAt, filter.importStart, filter.importEnd),
  ];
}

/** Sample values of the shared filters for the lists' EXPLAIN check. */
export const IMPORT_LIST_EXAMPLES = {
  enterprise: '华信',
  canPublish: '1',
  importStart: '2026-01-01',
  importEnd: '2026-03-31',
} as const;

/** Both import lists show the newest import first. */
export const importListOrder = (table: ImportTable) => [desc(table.createdAt), desc(table.id)];

/** What every import row shows: the enterprise, its bonus, who imported it when, how it went, whether it may be published. */
export function importRowColumns(table: ImportTable, publishableRow: SQL<boolean>) {
  return {
    ...aliasedColumns({
      id: table.id,
      enterpriseName: table.enterpriseName,
      socialCreditCode: table.socialCreditCode,
      scoreValue: table.scoreValue,
      createPerson: table.createdByName,
      result: table.result,
      reason: table.reason,
    }),
    createTime: dateTimeText(table.createdAt).as('createTime'),
    canPublish: publishableRow.as('canPublish'),
  };
}
