import { getTableColumns, getTableName, sql, type SQLChunk } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database } from './client.ts';

/** A column filled from one array (a value per row) or with one value for every row. */
export type ColumnFill = readonly [PgColumn, { each: readonly unknown[] } | { all: unknown }];

/** A serial column's values are of its underlying integer type. */
const SERIAL_TYPES: Record<string, string> = { smallserial: 'smallint', serial: 'integer', bigserial: 'bigint' };

const typed = (value: unknown, column: PgColumn, suffix = '') => {
  const type = column.getSQLType();
  return sql`${sql.param(value)}::${sql.raw(SERIAL_TYPES[type] ?? type)}${sql.raw(suffix)}`;
};

const NEEDS_ESCAPE = /[\\"]/g;

/** Text as one quoted element of an array literal, its backslashes and quotes escaped. */
const quoted = (text: string) =>
  text.includes('"') || text.includes('\\') ? `"${text.replace(NEEDS_ESCAPE, '\\$&')}"` : `"${text}"`;

/** One element of an array literal: text (and JSON) quoted. */
function element(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  if (typeof value === 'number' || typeof value === 'bigint') return String(value);
  if (typeof value === 'boolean') return value ? 't' : 'f';
  // An array-typed column would need a nested literal: none is written this way.
  if (Array.isArray(value)) throw new Error('an array-typed column cannot be written as column arrays');
  return quoted(
    value instanceof Date ? value.toISOString() : typeof value === 'string' ? value : JSON.stringify(value),
  );
}

/**
 * A column's values as one PostgreSQL array literal, cast to the column's array type by the
 * statement: written in one pass here, it costs a fraction of what the driver's generic
 * conversion of each element does on the event loop. The literal is added to piece by piece
 * rather than joined from an array of elements, which costs half as much.
 */
function arrayLiteral(values: readonly unknown[]): string {
  let literal = '{';
  for (let index = 0; index < values.length; index += 1) {
    if (index > 0) literal += ',';
    const value = values[index];
    literal += typeof value === 'string' ? quoted(value) : element(value);
  }
  return `${literal}}`;
}

const typedArray = (values: readonly unknown[], column: PgColumn) => typed(arrayLiteral(values), column, '[]');

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
      arrays.push(typedArray(fill.each, column));
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
  const fills = Object.keys(first).map((key): ColumnFill => [
    columnOf(columns, key),
    { each: rows.map((row) => (row as Record<string, unknown>)[key] ?? null) },
  ]);
  await insertColumnArrays(db, table, fills);
}

/**
 * Updates rows by id from column arrays (`update … from unnest(…)`): one statement for any number
 * of rows, each given its own values.
 */
export async function updateRowsById<T extends PgTable>(
  db: Pick<Database, 'execute'>,
  table: T,
  idColumn: PgColumn,
  rows: readonly (Partial<T['$inferInsert']> & { id: number })[],
): Promise<void> {
  const first = rows[0];
  if (!first) return;
  const columns = getTableColumns(table) as Record<string, PgColumn>;
  const keys = Object.keys(first).filter((key) => key !== 'id');
  const arrays = [idColumn, ...keys.map((key) => columnOf(columns, key))].map((column, index) =>
    typedArray(
      rows.map((row) => (row as Record<string, unknown>)[index === 0 ? 'id' : keys[index - 1]!]),
      column,
    ),
  );
  const names = sql.raw(['id', ...keys.map((_, index) => `c${index}`)].join(', '));
  const sets = keys.map(
    (key, index) => sql`${sql.identifier(columnOf(columns, key).name)} = u.${sql.raw(`c${index}`)}`,
  );
  await db.execute(sql`
    update ${table} set ${sql.join(sets, sql`, `)}
    from unnest(${sql.join(arrays, sql`, `)}) as u(${names})
    where ${idColumn} = u.id`);
}

function columnOf(columns: Record<string, PgColumn>, key: string): PgColumn {
  const column = columns[key];
  if (!column) throw new Error(`${key} is not a column of the table`);
  return column;
}

/**
 * `count` new values of the serial behind `table`'s id column, for rows inserted with their ids
 * (the sequence is looked up once, not for each value).
 */
export async function allocateIds(db: Pick<Database, 'execute'>, table: PgTable, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await db.execute<{ id: number }>(sql`
    select nextval((select pg_get_serial_sequence(${getTableName(table)}, 'id'))::regclass)::int as id
    from generate_series(1, ${count})`);
  return rows.map((row) => row.id);
}
