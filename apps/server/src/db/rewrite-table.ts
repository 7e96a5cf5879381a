import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * Rewrites every row of a table in the caller's transaction: a new table is filled by one
 * `INSERT … SELECT` (each column of the old row, or the value `changed` gives it), then takes the
 * old table's place and name, and its constraints and indexes are built again under their own
 * names from the catalogue's definitions. Building an index once over the new rows costs a
 * fraction of adding an entry to each index for every updated row. Writers wait from the start,
 * readers from the swap until the transaction ends (they wait; they are not refused). A table
 * that other tables' foreign keys reference is refused. Returns how many rows it wrote.
 */
export async function rewriteTable(
  tx: Executor,
  table: PgTable,
  changed: Record<string, SQL>,
  from: SQL = sql`${table}`,
): Promise<number> {
  const name = getTableName(table);
  const target = sql.identifier(name);
  const next = sql.identifier(`${name}_rewrite`);
  await tx.execute(sql`lock table ${target} in exclusive mode`);
  const referenced = await tx.execute(sql`select 1 from pg_constraint where confrelid = ${name}::regclass`);
  if (rowsOf(referenced).length > 0) throw new Error(`${name} is referenced by foreign keys and cannot be rewritten`);
  const constraints = rowsOf<{ name: string; definition: string }>(
    await tx.execute(sql`
      select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = ${name}::regclass and contype in ('p', 'u', 'x', 'f', 'c')
       order by case contype when 'p' then 0 when 'u' then 1 when 'x' then 2 else 3 end, conname`),
  );
  const indexes = rowsOf<{ definition: string }>(
    await tx.execute(sql`
      select pg_get_indexdef(x.indexrelid) as definition from pg_index x
       where x.indrelid = ${name}::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)`),
  );
  const columns = Object.values(getTableColumns(table)).map((column) => column.name);
  const values = columns.map((column) => changed[column] ?? sql`${target}.${sql.identifier(column)}`);
  await tx.execute(
    sql`create table ${next} (like ${target} including defaults including storage including comments including statistics)`,
  );
  const written = await tx.execute(sql`
    insert into ${next} (${sql.join(
      columns.map((column) => sql.identifier(column)),
      sql`, `,
    )})
    select ${sql.join(values, sql`, `)} from ${from}`);
  await tx.execute(sql`drop table ${target}`);
  await tx.execute(sql`alter table ${next} rename to ${target}`);
  for (const constraint of constraints)
    await tx.execute(
      sql`alter table ${target} add constraint ${sql.identifier(constraint.name)} ${sql.raw(constraint.definition)}`,
    );
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  await tx.execute(sql`analyze ${target}`);
  return written.rowCount ?? 0;
}
