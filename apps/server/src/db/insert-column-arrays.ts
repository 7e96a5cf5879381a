import { getTableColumns, sql, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A column filled from one array (a value per row) or with one value for every row. */
export type ColumnFill = readonly [PgColumn, { each: readonly unknown[] } | { all: unknown }];

const typed = (value: unknown, column: PgColumn, suffix = '') =>
  sql`${sql.param(value)}::${sql.raw(column.getSQLType())}${sql.raw(suffix)}`;

/**
 * Inserts rows given as column arrays, which the database unpacks (`insert … select … from
 * unnest(…)`): a statement of thousands of rows is a handful of parameters, built without the
 * per-value SQL that drizzle's multi-row insert assembles on the event loop.
 */
export async function insertColumnArrays(
  db: Pick<Database, 'execute'>,
  table: PgTable,
  fills: readonly ColumnFill[],
): Promise<void> {
  const rows = fills.find(([, fill]) => 'each' in fill);
  if (!rows || ('each' in rows[1] && rows[1].each.length === 0)) return;
  const targets: SQLChunk[] = [];
  const selected: SQLChunk[] = [];
  const arrays: SQLChunk[] = [];
  for (const [column, fill] of fills) {
    targets.push(sql.identifier(column.name));
    if ('all' in fill) selected.push(typed(fill.all, column));
    else {
      selected.push(sql.identifier(`c${arrays.length}`));
      arrays.push(typed(fill.each, column, '[]'));
    }
  }
  const names = sql.raw(arrays.map((_, index) => `c${index}`).join(', '));
  await db.execute(sql`
    insert into ${table} (${sql.join(targets, sql`, `)})
    select ${sql.join(selected, sql`, `)} from unnest(${sql.join(arrays, sql`, `)}) as u(${names})`);
}

/** Rows given as objects keyed by the table's properties (as drizzle's insert takes them), inserted as column arrays. */
export async function insertRows<T extends PgTable>(
  db: Pick<Database, 'execute'>,
  table: T,
  rows: readonly Partial<T['$inferInsert']>[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const fills = Object.keys(first).map((key): ColumnFill => {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column of the table`);
    return [column, { each: rows.map((row) => (row as Record<string, unknown>)[key] ?? null) }];
  });
  await insertColumnArrays(db, table, fills);
}
