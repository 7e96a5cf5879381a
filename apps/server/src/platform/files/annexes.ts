import { annexes } from '../../db/schema/index.ts';
import { dateTimeText } from '../history/index.ts';
import { withFields } from '../list/row-fields.ts';
import type { SavedFile } from './save-multipart-file.ts';
import type { FileLinks } from './signed-url.ts';

/** A new upload with the attachment type it was sent as, to be stored as an annex. */
export interface AnnexUpload {
  fileType: string;
  file: SavedFile;
}

/** The path of a stored file; records hand it out signed (see signed-url.ts). */
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
