import { newStorageKey, type FileStorage } from '../../platform/files/index.ts';
import type { Database } from '../client.ts';
import { annexes } from '../schema/index.ts';
import type { DemoDocument } from './demo-documents.ts';
import { demoPdf } from './demo-files.ts';

export interface DemoAnnex {
  category: string;
  fileType: string;
  enterpriseId?: number;
  /** When it was uploaded (now unless given), which also files it under its month in the storage. */
  createdAt?: Date;
}

/** Stores a file as an annex of the given category and type; returns the annex id. */
export async function storeDemoAnnex(
  tx: Pick<Database, 'insert'>,
  storage: FileStorage,
  annex: DemoAnnex & { document: DemoDocument },
): Promise<number> {
  const { content, extension, fileName } = annex.document;
  const key = newStorageKey(extension, annex.createdAt);
  await storage.put(key, content);
  const [row] = await tx
    .insert(annexes)
    .values({
      category: annex.category,
      enterpriseId: annex.enterpriseId ?? null,
      fileType: annex.fileType,
      fileName,
      storageKey: key,
      size: content.length,
      ...(annex.createdAt ? { createdAt: annex.createdAt } : {}),
    })
    .returning({ id: annexes.id });
  if (!row) throw new Error('annex insert returned nothing');
  return row.id;
}

/** Stores a one-page demo PDF as an annex of the given category and type; returns the annex id. */
export function demoPdfAnnex(
  tx: Pick<Database, 'insert'>,
  storage: FileStorage,
  annex: DemoAnnex & { fileName: string; lines: string[] },
): Promise<number> {
  return storeDemoAnnex(tx, storage, {
    ...annex,
    document: { fileName: annex.fileName, extension: 'pdf', content: demoPdf(annex.lines) },
  });
}
