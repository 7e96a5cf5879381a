import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes } from '../../db/schema/index.ts';
import { annexViewColumns, withSignedPath } from '../../platform/files/annexes.ts';
import type { FileLinks } from '../../platform/files/index.ts';

export type AnnexRow = typeof annexes.$inferSelect;

export async function findAnnex(db: Database, id: number): Promise<AnnexRow | undefined> {
  const [row] = await db.select().from(annexes).where(eq(annexes.id, id));
  return row;
}

/** An enterprise's attachments of one form as the API shows them. */
export async function annexesOf(db: Pick<Database, 'select'>, urls: FileLinks, enterpriseId: number, category: string) {
  const rows = await db
    .select(annexViewColumns)
    .from(annexes)
    .where(and(eq(annexes.enterpriseId, enterpriseId), eq(annexes.category, category)))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

export async function deleteAnnexes(db: Pick<Database, 'delete'>, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.delete(annexes).where(inArray(annexes.id, [...ids]));
}
