import { cutChars } from '@credit/rules';
import { deciderPermissions, type Workflow } from '@credit/rules';
import { and, asc, eq, inArray, notInArray, sql, type SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Database, Executor } from '../../db/client.ts';
import { annexes } from '../../db/schema/index.ts';
import type { Principal } from '../auth/principal.ts';
import { annexViewColumns, withSignedPath, type AnnexUpload } from '../files/annexes.ts';
import type { FileLinks } from '../files/index.ts';
import { dateTimeText } from '../history/index.ts';
import type { WorkflowBinding } from './binding.ts';
import { PLATFORM_DESK } from './refusals.ts';

/** The table linking a reviewed item (a record, an appeal, a request…) to its attachments, and the key it gives the item. */
export interface AnnexLinks<Owner extends string> {
  owner: Owner;
  annexLinks: PgTable & Record<Owner | 'annexId', PgColumn>;
}

/**
 * A reviewed item's tables as reviewedItemTables builds them: its attachment links and its history.
 * The functions below widen them to PgTable before building queries: drizzle's builders cannot type
 * a table whose owner key is still generic.
 */
export interface ItemTables<Owner extends string> extends AnnexLinks<Owner> {
  history: PgTable &
    Record<Owner | 'id' | 'desk' | 'operatorId' | 'operatorName' | 'instructions' | 'createdAt', PgColumn>;
}

/** The items a desk has acted on (their history names its permission): the 已办 of its list. */
export function actedOnBy<Owner extends string>(
  { owner, history }: ItemTables<Owner>,
  itemId: PgColumn,
  deskPermission: string,
): SQL {
  return sql`exists (select 1 from ${history} where ${history[owner]} = ${itemId} and ${history.desk} = ${deskPermission})`;
}

/** Whether someone at one of these desks has acted on the item (its history names the desk). */
export const actedAt =
  <Owner extends string>({ owner, history }: ItemTables<Owner>): NonNullable<WorkflowBinding['actedAt']> =>
  async (tx, ownerId, desks) => {
    if (desks.length === 0) return false;
    const table: PgTable = history;
    const [row] = await tx
      .select({ id: history.id })
      .from(table)
      .where(and(eq(history[owner], ownerId), inArray(history.desk, [...desks])))
      .limit(1);
    return row !== undefined;
  };

/** Whether any desk deciding its flow has acted on the item. */
export const decidedOn = <Owner extends string>(
  tx: Executor,
  tables: ItemTables<Owner>,
  workflow: Workflow,
  ownerId: number,
): Promise<boolean> => actedAt(tables)(tx, ownerId, deciderPermissions(workflow));

/** An item's attachments as the views show them, oldest first, each with a signed path. */
export async function itemAnnexes<Owner extends string>(
  db: Database,
  urls: FileLinks,
  { owner, annexLinks }: AnnexLinks<Owner>,
  ownerId: number,
) {
  const table: PgTable = annexLinks;
  const rows = await db
    .select(annexViewColumns)
    .from(table)
    .innerJoin(annexes, eq(annexes.id, annexLinks.annexId))
    .where(eq(annexLinks[owner], ownerId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

/** An item's history, oldest first (operator, instructions, time). */
export function itemHistory<Owner extends string>(
  db: Database,
  { owner, history }: ItemTables<Owner>,
  ownerId: number,
) {
  const table: PgTable = history;
  return db
    .select({
      operator: sql<string>`${history.operatorName}`,
      instructions: sql<string>`${history.instructions}`,
      createTime: dateTimeText(history.createdAt),
    })
    .from(table)
    .where(eq(history[owner], ownerId))
    .orderBy(asc(history.createdAt), asc(history.id));
}

/** Writes one history row of an item: what a workflow binding calls on every transition. */
export const historyWriter =
  <Owner extends string>({ owner, history }: ItemTables<Owner>): WorkflowBinding['writeHistory'] =>
  async (tx, ownerId, me, instructions, desk) => {
    const table: PgTable = history;
    await tx.insert(table).values({
      [owner]: ownerId,
      desk,
      operatorId: me.userId,
      operatorName: me.displayName,
      instructions: cutChars(instructions, 500),
    });
  };

/** Stores new uploads as annexes of a category and links them to the item. */
export async function attachUploads<Owner extends string>(
  tx: Executor,
  me: Principal,
  { owner, annexLinks }: AnnexLinks<Owner>,
  ownerId: number,
  annex: { category: string; enterpriseId?: number | null },
  uploads: readonly AnnexUpload[],
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
  const table: PgTable = annexLinks;
  await tx.insert(table).values(stored.map((row) => ({ [owner]: ownerId, annexId: row.id })));
}

/** The item's stored attachments (id and storage key), to keep, drop or remove with it. */
export function linkedFiles<Owner extends string>(
  tx: Executor,
  { owner, annexLinks }: AnnexLinks<Owner>,
  ownerId: number,
) {
  const table: PgTable = annexLinks;
  return tx
    .select({ id: annexes.id, storageKey: annexes.storageKey })
    .from(table)
    .innerJoin(annexes, eq(annexes.id, annexLinks.annexId))
    .where(eq(annexLinks[owner], ownerId));
}

/**
 * Who made an item (segregation of duties): its creator, and whoever wrote or sent it from an
 * author's desk, that is every history row at a desk that does not decide its flow.
 */
export const itemMakers =
  <Owner extends string>(
    { owner, history }: ItemTables<Owner>,
    workflow: Workflow,
    creator: { id: PgColumn; createdBy: PgColumn },
  ): WorkflowBinding['makers'] =>
  async (tx, ownerId) => {
    const table: PgTable = history;
    const itemTable = creator.id.table;
    const [authors, created] = await Promise.all([
      tx
        .select({ userId: history.operatorId })
        .from(table)
        .where(
          and(eq(history[owner], ownerId), notInArray(history.desk, [...deciderPermissions(workflow), PLATFORM_DESK])),
        ),
      tx.select({ userId: creator.createdBy }).from(itemTable).where(eq(creator.id, ownerId)),
    ]);
    return [...authors, ...created].flatMap((row) => (typeof row.userId === 'number' ? [row.userId] : []));
  };
