import { newStorageKey, type FileStorage } from '../../platform/files/index.ts';
import type { Database } from '../client.ts';
import { annexes } from '../schema/index.ts';
import { demoPdf } from './demo-files.ts';

/** Stores a one-page demo PDF as an annex of the given category and type; returns the annex id. */
export async function demoPdfAnnex(
  tx: Pick<Database, 'insert'>,
  storage: FileStorage,
  annex: { category: string; fileType: string; fileName: string; lines: string[]; enterpriseId?: number },
): Promise<number> {
  const content = demoPdf(annex.lines);
  const key = newStorageKey('pdf');
  await storage.put(key, content);
  const [row] = await tx
    .insert(annexes)
    .values({
      category: annex.category,
      enterpriseId: annex.enterpriseId ?? null,
      fileType: annex.fileType,
      fileName: annex.fileName,
      storageKey: key,
      size: content.length,
    })
    .returning({ id: annexes.id });
  if (!row) throw new Error('annex insert returned nothing');
  return row.id;
}
