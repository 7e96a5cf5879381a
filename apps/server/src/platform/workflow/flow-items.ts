import type { Desk } from '@credit/rules';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../auth/principal.ts';

/**
 * Where a flow's items live, as 待办事项 counts them (docs/how-to-add.md): the table, the joins a
 * desk's scope needs, the status column its desks' waiting states are read in, and which of the
 * items in those states are the desk's (a park desk's are its park enterprises', an author's its own).
 */
export interface FlowItems {
  table: PgTable;
  joins: readonly { table: PgTable; on: SQL }[];
  status: PgColumn;
  scope?: (desk: Desk, me: Principal) => SQL | undefined;
}

/** Each flow's items, by its workflow's key. */
export type FlowItemsByKey = Readonly<Record<string, FlowItems>>;
