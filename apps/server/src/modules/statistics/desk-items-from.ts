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

/**
 * Whoever works these desks' permissions, as far as their items go. A review desk's items are the
 * desk's, the same for each of its workers (its scope reads the desk: the park's enterprises, the
 * department's own publications, a request's kind), and so are a management author desk's returned
 * items, so their figures are counted once per desk, not per caller, and kept so (desk_work_day,
 * the statistics' and dashboards' kept answers).
 */
export const deskWorker = (permissions: Iterable<string> = []): Principal => ({
  userId: 0,
  sessionId: '',
  kind: 'manage',
  username: '',
  displayName: '',
  roleId: 0,
  roleCode: '',
  roleName: '',
  enterpriseId: null,
  passwordMustChange: false,
  permissions: new Set(permissions),
});

/** Which items are the desk's (the park desk's are park enterprises', a kind's its own rows): what its to-do list reads. */
export const deskScope = (terms: DeskTerms): SQL =>
  and(sql`true`, terms.items.scope?.(terms.desk, deskWorker())) as SQL;
