import { getTableColumns, getTableName, sql, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Executor } from './client.ts';

const rowsOf = <Row>(result: unknown): Row[] => (result as { rows: Row[] }).rows;

/**
 * A foreign key's definition added without checking the rows: they are the old table's, which it
 * held, copied while the table was locked against writers (a referenced row deleted meanwhile waits
 * to cascade into the table until the rewrite commits). Checking them again read the whole
 * referenced table; the key still holds every later write.
 */
const unchecked = (constraint: { type: string; definition: string }) =>
  constraint.type === 'f' && !constraint.definition.endsWith(' NOT VALID')
    ? `${constraint.definition} NOT VALID`
    : constraint.definition;

/**
 * Rewrites every row of a table in the caller's transaction: a new table is filled by one
 * `INSERT … SELECT` (each column of the old row, or the value `changed` gives it), then takes the
 * old table's place and name, its constraints and indexes are built again under their own names
 * from the catalogue's definitions, and the planner's statistics are taken again for the columns
 * they name (from a sample of 300 × `statisticsTarget` rows; the server's own target when none is
 * given). Building an index once over the new rows costs a fraction of adding an entry to each
 * index for every updated row, and less again when the rows are written in an index's order
 * (`orderBy`, read through that index): its build finds them sorted, and an index whose order
 * follows from it finds them in runs. Writers wait from the start, readers from the swap until the
 * transaction ends (they wait; they are not refused). A table that other tables' foreign keys
 * reference is refused. Returns how many rows it wrote.
 */
export async function rewriteTable(
  tx: Executor,
  table: PgTable,
  changed: Record<string, SQL>,
  { from = sql`${table}`, orderBy, statisticsTarget }: { from?: SQL; orderBy?: SQL; statisticsTarget?: number } = {},
): Promise<number> {
  const name = getTableName(table);
  const target = sql.identifier(name);
  const next = sql.identifier(`${name}_rewrite`);
  await tx.execute(sql`lock table ${target} in exclusive mode`);
  const referenced = await tx.execute(sql`select 1 from pg_constraint where confrelid = ${name}::regclass`);
  if (rowsOf(referenced).length > 0) throw new Error(`${name} is referenced by foreign keys and cannot be rewritten`);
  const constraints = rowsOf<{ name: string; type: string; definition: string }>(
    await tx.execute(sql`
      select conname as name, contype as type, pg_get_constraintdef(oid) as definition from pg_constraint
       where conrelid = ${name}::regclass and contype in ('p', 'u', 'x', 'f', 'c')
       order by case contype when 'p' then 0 when 'u' then 1 when 'x' then 2 else 3 end, conname`),
  );
  const indexes = rowsOf<{ definition: string }>(
    await tx.execute(sql`
      select pg_get_indexdef(x.indexrelid) as definition from pg_index x
       where x.indrelid = ${name}::regclass
         and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid and c.conrelid = x.indrelid)`),
  );
  // The columns an index or a constraint names: what the planner estimates the table's filters,
  // orders and joins by. Sampling only these after the rewrite skips the wide text columns.
  const planned = rowsOf<{ name: string }>(
    await tx.execute(sql`
      select distinct a.attname as name from pg_attribute a
       where a.attrelid = ${name}::regclass and a.attnum > 0 and not a.attisdropped
         and (exists (select 1 from pg_index x where x.indrelid = a.attrelid and a.attnum = any(x.indkey))
           or exists (select 1 from pg_constraint c where c.conrelid = a.attrelid and a.attnum = any(c.conkey)))`),
  ).map((row) => sql.identifier(row.name));
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
    select ${sql.join(values, sql`, `)} from ${from} ${orderBy ? sql`order by ${orderBy}` : sql``}`);
  await tx.execute(sql`drop table ${target}`);
  await tx.execute(sql`alter table ${next} rename to ${target}`);
  for (const constraint of constraints)
    await tx.execute(
      sql`alter table ${target} add constraint ${sql.identifier(constraint.name)} ${sql.raw(unchecked(constraint))}`,
    );
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  const analyze = sql`analyze ${target} ${planned.length > 0 ? sql`(${sql.join(planned, sql`, `)})` : sql``}`;
  if (statisticsTarget === undefined) await tx.execute(analyze);
  else await withStatisticsTarget(tx, statisticsTarget, analyze);
  return written.rowCount ?? 0;
}

/** Runs one statement with the given statistics target, then puts the transaction's own back. */
async function withStatisticsTarget(tx: Executor, statisticsTarget: number, statement: SQL): Promise<void> {
  const setTarget = (value: string) => tx.execute(sql`select set_config('default_statistics_target', ${value}, true)`);
  const [own] = rowsOf<{ value: string }>(
    await tx.execute(sql`select current_setting('default_statistics_target') as value`),
  );
  await setTarget(String(statisticsTarget));
  await tx.execute(statement);
  if (own) await setTarget(own.value);
}
