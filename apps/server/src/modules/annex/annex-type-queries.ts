import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexTypes } from '../../db/schema/index.ts';

export interface AnnexType {
  name: string;
  /** Allowed extensions, comma-separated. */
  fileFormatValue: string;
  fileSizeKb: number;
  required: boolean;
}

/** The attachment types of one form (e.g. enterprise), in display order. */
export async function annexTypesOf(db: Pick<Database, 'select'>, category: string): Promise<AnnexType[]> {
  return db
    .select({
      name: annexTypes.name,
      fileFormatValue: annexTypes.fileFormatValue,
      fileSizeKb: annexTypes.fileSizeKb,
      required: annexTypes.required,
    })
    .from(annexTypes)
    .where(eq(annexTypes.category, category))
    .orderBy(asc(annexTypes.sortOrder), asc(annexTypes.id));
}
