import type pg from 'pg';
import { personalDataColumns, type PersonalDataColumn } from './columns.ts';
import { keyIdOf, open, seal } from './seal.ts';
import { personalDataKeys } from './keys.ts';
import { withLocalSettings } from '../../db/with-local-settings.ts';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The protected columns by table: a table's rows are read and written once for all of its columns. */
function byTable(): Map<string, PersonalDataColumn[]> {
  const tables = new Map<string, PersonalDataColumn[]>();
  for (const column of personalDataColumns()) tables.set(column.table, [...(tables.get(column.table) ?? []), column]);
  return tables;
}

/** Runs `work` in a short transaction of its own in which a re-seal leaves the items' revisions (migration 0042). */
const resealing = <T>(pool: pg.Pool, work: (client: pg.PoolClient) => Promise<T>): Promise<T> =>
  withLocalSettings(pool, { 'credit.resealing': 'on' }, work);

/** Writes the new sealed values of a batch's rows by id, one statement for the batch. */
async function writeSealed(
  client: pg.PoolClient,
  table: string,
  columns: string[],
  rows: { id: number; values: (string | null)[] }[],
) {
  const sets = columns.map((column, index) => `${quoted(column)} = v.c${index}`).join(', ');
  const arrays = columns.map((_, index) => `$${index + 2}::text[]`).join(', ');
  const names = columns.map((_, index) => `c${index}`).join(', ');
  await client.query(
    `update ${quoted(table)} t set ${sets} from unnest($1::int[], ${arrays}) as v(id, ${names}) where t.id = v.id`,
    [rows.map((row) => row.id), ...columns.map((_, index) => rows.map((row) => row.values[index] ?? null))],
  );
}

/**
 * The migrate step after the SQL migrations (docs/personal-data.md): every clear ID card and mobile
 * column migration 0042 left is sealed into its `_cipher` column batch by batch, which then becomes
 * NOT NULL where the clear one was, and the clear column is dropped. Found done, it does nothing;
 * stopped half-way, the next start goes on from the rows not yet sealed.
 */
export async function sealClearPersonalData(pool: pg.Pool, batchSize = 1000): Promise<number> {
  let sealed = 0;
  for (const column of personalDataColumns()) {
    const { rows: clear } = await pool.query<{ is_nullable: string }>(
      `select is_nullable from information_schema.columns
        where table_schema = current_schema() and table_name = $1 and column_name = $2`,
      [column.table, column.column],
    );
    if (clear.length === 0) continue;
    const [table, from, to] = [quoted(column.table), quoted(column.column), quoted(column.cipher)];
    for (;;) {
      const count = await resealing(pool, async (client) => {
        const { rows } = await client.query<{ id: number; value: string }>(
          `select id, ${from}::text as value from ${table} where ${from} is not null and ${to} is null order by id limit $1 for update`,
          [batchSize],
        );
        await writeSealed(
          client,
          column.table,
          [column.cipher],
          rows.map((row) => ({ id: row.id, values: [seal(column.kind, column.place, row.value)] })),
        );
        return rows.length;
      });
      sealed += count;
      if (count < batchSize) break;
    }
    await resealing(pool, async (client) => {
      if (clear[0]!.is_nullable === 'NO') await client.query(`alter table ${table} alter column ${to} set not null`);
      await client.query(`alter table ${table} drop column ${from}`);
    });
  }
  return sealed;
}

export interface ResealProgress {
  table: string;
  resealed: number;
}

/**
 * Seals again under the current key every value sealed under another (key rotation), table by
 * table in id order, `batchSize` rows a short transaction: the rows are locked only while their
 * batch is written, rows another transaction holds are skipped and taken by the next pass, and a
 * pass is repeated until it finds none left. Stopped, it is started again: rows already under the
 * current key are not touched. Returns how many values were sealed again.
 */
export async function resealPersonalData(
  pool: pg.Pool,
  { batchSize = 1000, onBatch }: { batchSize?: number; onBatch?: (progress: ResealProgress) => void } = {},
): Promise<number> {
  let total = 0;
  for (;;) {
    let pass = 0;
    for (const [table, columns] of byTable()) {
      let after = 0;
      for (;;) {
        const current = personalDataKeys().current;
        const stale = columns
          .map(
            (column) => `(${quoted(column.cipher)} is not null and split_part(${quoted(column.cipher)}, '.', 2) <> $2)`,
          )
          .join(' or ');
        const found = await resealing(pool, async (client) => {
          const { rows } = await client.query<Record<string, string | null> & { id: number }>(
            `select id, ${columns.map((column) => quoted(column.cipher)).join(', ')} from ${quoted(table)}
              where id > $1 and (${stale}) order by id limit $3 for update skip locked`,
            [after, current, batchSize],
          );
          const resealed = rows.map((row) => ({
            id: row.id,
            values: columns.map((column) => {
              const stored = row[column.cipher] ?? null;
              return stored === null || keyIdOf(stored) === current
                ? stored
                : seal(column.kind, column.place, open(column.place, stored), current);
            }),
          }));
          if (resealed.length > 0)
            await writeSealed(
              client,
              table,
              columns.map((column) => column.cipher),
              resealed,
            );
          const values = rows.reduce(
            (sum, row) =>
              sum + columns.filter((column) => row[column.cipher] && keyIdOf(row[column.cipher]!) !== current).length,
            0,
          );
          return { last: rows.at(-1)?.id, values };
        });
        if (found.last === undefined) break;
        after = found.last;
        pass += found.values;
        onBatch?.({ table, resealed: found.values });
      }
    }
    total += pass;
    if (pass === 0) return total;
  }
}

/** How many stored values each key sealed, over every protected column. */
export async function valuesByKey(pool: pg.Pool): Promise<Map<string, number>> {
  const counts = new Map<string, number>();
  for (const column of personalDataColumns()) {
    const { rows } = await pool.query<{ key: string; n: number }>(
      `select split_part(${quoted(column.cipher)}, '.', 2) as key, count(*)::int as n from ${quoted(column.table)}
        where ${quoted(column.cipher)} is not null group by 1`,
    );
    for (const row of rows) counts.set(row.key, (counts.get(row.key) ?? 0) + row.n);
  }
  return counts;
}
