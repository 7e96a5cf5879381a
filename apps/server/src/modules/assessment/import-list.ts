import { count, desc, not, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { practiceAbilities, recordPassRates } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { pagedRows, type PageRequest } from '../../platform/paged-rows.ts';
import { containsText, shanghaiTimeRange } from '../../platform/sql-filters.ts';

type ImportTable = typeof practiceAbilities | typeof recordPassRates;

/**
 * The list of an import table, newest first: one page with the total (the list call) and the SQL
 * of the whole list (its export through a cursor). `Row` is the shape `columns` select.
 */
export function importList<Row, Filter>(
  table: ImportTable,
  columns: Record<string, SQL.Aliased>,
  whereOf: (filter: Filter) => SQL | undefined,
) {
  const listQuery = (db: Database, filter: Filter) =>
    db.select(columns).from(table).where(whereOf(filter)).orderBy(desc(table.createdAt), desc(table.id));
  return {
    page: async (db: Database, filter: Filter, page: PageRequest): Promise<{ rows: Row[]; total: number }> => {
      const { rows, total } = await pagedRows(
        listQuery(db, filter),
        db.select({ n: count() }).from(table).where(whereOf(filter)),
        page,
      );
      return { rows: rows as Row[], total };
    },
    sql: (db: Database, filter: Filter) => listQuery(db, filter).toSQL(),
  };
}

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
    filter.enterprise ? containsText(table.enterpriseName, filter.enterprise) : undefined,
    filter.canPublish === 1 ? publishableRow : undefined,
    filter.canPublish === 0 ? not(publishableRow) : undefined,
    shanghaiTimeRange(table.createdAt, filter.importStart, filter.importEnd),
  ];
}

/** What every import row shows: the enterprise, its bonus, who imported it when, how it went, whether it may be published. */
export interface ImportRowBase {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  scoreValue: number | null;
  createPerson: string;
  result: boolean;
  reason: string | null;
  createTime: string;
  canPublish: boolean;
}

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
