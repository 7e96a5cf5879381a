import { and, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Principal } from '../../platform/auth/principal.ts';
import type { DeskTerms } from './desk-terms.ts';

/** The id column of a desk's item table. */
export function itemId({ items, desk }: DeskTerms): PgColumn {
  const id = getTableColumns(items.table)['id'];
  if (!id) throw new Error(`the items of ${desk.flow} have no id column`);
  return id;
}

/** The joins a desk's scope reads besides its item table: `join … on …`. */
export const itemJoins = (terms: DeskTerms): SQL =>
  sql.join(
    terms.items.joins.map((join) => sql`join ${join.table} on ${join.on}`),
    sql` `,
  );

/** Which items are the desk's (the park desk's are park enterprises', a kind's its own rows): what its to-do list reads. */
export const deskScope = (terms: DeskTerms, me: Principal): SQL =>
  and(sql`true`, terms.items.scope?.(terms.desk, me)) as SQL;
