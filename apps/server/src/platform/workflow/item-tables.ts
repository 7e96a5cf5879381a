import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { annexes } from '../../db/schema/index.ts';
import type { AnnexPlan } from '../../modules/annex/annex-plan.ts';
import { annexViewColumns, withSignedPath } from '../../modules/annex/annex-queries.ts';
import type { Principal } from '../../modules/auth/principal.ts';
import type { UrlSigner } from '../files/index.ts';
import { dateTimeText } from '../history/index.ts';
import type { WorkflowBinding } from './binding.ts';

/** The table linking a reviewed item (a record, an appeal, a request…) to its attachments. */
export interface AnnexLink {
  table: PgTable;
  owner: PgColumn;
  annex: PgColumn;
}

/** A reviewed item's history table: who did what at which desk, when. */
export interface HistoryTable {
  table: PgTable;
  id: PgColumn;
  owner: PgColumn;
  desk: PgColumn;
  operatorId: PgColumn;
  operatorName: PgColumn;
  instructions: PgColumn;
  createdAt: PgColumn;
}

/** The property name a column has in its table (what insert values are keyed by). */
function keyOf(table: PgTable, column: PgColumn): string {
  const key = Object.entries(getTableColumns(table)).find(([, candidate]) => candidate === column)?.[0];
  if (!key) throw new Error('the column is not a column of its table');
  return key;
}

/** An item's attachments as the views show them, oldest first, each with a signed path. */
export async function itemAnnexes(db: Database, urls: UrlSigner, link: AnnexLink, ownerId: number) {
  const rows = await db
    .select(annexViewColumns)
    .from(link.table)
    .innerJoin(annexes, eq(annexes.id, link.annex))
    .where(eq(link.owner, ownerId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

/** An item's history, oldest first (operator, instructions, time). */
export function itemHistory(db: Database, history: HistoryTable, ownerId: number) {
  return db
    .select({
      operator: sql<string>`${history.operatorName}`,
      instructions: sql<string>`${history.instructions}`,
      createTime: dateTimeText(history.createdAt),
    })
    .from(history.table)
    .where(eq(history.owner, ownerId))
    .orderBy(asc(history.createdAt), asc(history.id));
}

/** Writes one history row of an item: what a workflow binding calls on every transition. */
export const historyWriter =
  (history: HistoryTable): WorkflowBinding['writeHistory'] =>
  async (tx, ownerId, me, instructions, desk) => {
    await tx.insert(history.table).values({
      [keyOf(history.table, history.owner)]: ownerId,
      [keyOf(history.table, history.desk)]: desk,
      [keyOf(history.table, history.operatorId)]: me.userId,
      [keyOf(history.table, history.operatorName)]: me.displayName,
      [keyOf(history.table, history.instructions)]: instructions.slice(0, 500),
    });
  };

/** Stores new uploads as annexes of a category and links them to the item. */
export async function attachUploads(
  tx: Executor,
  me: Principal,
  link: AnnexLink,
  ownerId: number,
  annex: { category: string; enterpriseId?: number | null },
  uploads: AnnexPlan['add'],
) {
  if (uploads.length === 0) return;
  const stored = await tx
    .insert(annexes)
    .values(
      uploads.map(({ fileType, file }) => ({
        category: annex.category,
        enterpriseId: annex.enterpriseId ?? null,
        fileType,
        fileName: file.fileName,
        storageKey: file.key,
        size: file.size,
        createdBy: me.userId,
      })),
    )
    .returning({ id: annexes.id });
  const ownerKey = keyOf(link.table, link.owner);
  const annexKey = keyOf(link.table, link.annex);
  await tx.insert(link.table).values(stored.map((row) => ({ [ownerKey]: ownerId, [annexKey]: row.id })));
}

/** The item's stored attachments (id and storage key), to keep, drop or remove with it. */
export function linkedFiles(tx: Executor, link: AnnexLink, ownerId: number) {
  return tx
    .select({ id: annexes.id, storageKey: annexes.storageKey })
    .from(link.table)
    .innerJoin(annexes, eq(annexes.id, link.annex))
    .where(eq(link.owner, ownerId));
}
