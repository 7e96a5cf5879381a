import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes } from '../../db/schema/index.ts';
import type { FileLinks } from '../../platform/files/index.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { withFields } from '../../platform/list/row-fields.ts';

export type AnnexRow = typeof annexes.$inferSelect;

export async function findAnnex(db: Database, id: number): Promise<AnnexRow | undefined> {
  const [row] = await db.select().from(annexes).where(eq(annexes.id, id));
  return row;
}

/** The path of a stored file; records hand it out signed (see platform/files/signed-url.ts). */
export const annexPath = (id: number) => `/api/annex/file/${id}`;

/** The fields of an attachment as records show it; `withSignedPath` adds the link to open it. */
export const annexViewColumns = {
  id: annexes.id,
  fileName: annexes.fileName,
  fileType: annexes.fileType,
  createTime: dateTimeText(annexes.createdAt),
};

export const withSignedPath =
  (urls: FileLinks) =>
  <Row extends { id: number }>(row: Row) =>
    withFields(row, { relativePath: urls.sign(annexPath(row.id)) });

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
