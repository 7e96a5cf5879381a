import { and, desc, isNull, not, or, type SQL } from 'drizzle-orm';
import type { practiceAbilities, recordPassRates } from '../../db/schema/index.ts';
import { gramsOf } from '../../db/schema/text-grams.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';
import { ofEnterpriseNamed } from '../enterprise/enterprise-named.ts';

type ImportTable = typeof practiceAbilities | typeof recordPassRates;

/** What both import lists filter by (spec §2 screens 5 and 6): name, publishable or not, import time. */
export interface ImportListFilter {
  enterprise?: string;
  canPublish?: 0 | 1;
  importStart?: string;
  importEnd?: string;
}

/**
 * Rows whose enterprise name contains `term`: a registered enterprise's rows by its name in the
 * enterprise table (the name they were imported under, as the import checks), the others by their
 * own name through a partial index that holds only them (docs/lists.md, "Name search").
 */
const importRowNamed = (table: ImportTable, term: string) =>
  or(
    ofEnterpriseNamed(table.enterpriseId, term),
    and(isNull(table.enterpriseId), nameContains(gramsOf(table.enterpriseName), term, table.enterpriseName)),
  );

export function importListConditions(
  table: ImportTable,
  publishableRow: SQL,
  filter: ImportListFilter,
): (SQL | undefined)[] {
  return [
    filter.enterprise ? importRowNamed(table, filter.enterprise) : undefined,
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
