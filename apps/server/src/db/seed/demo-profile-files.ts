import type { Database } from '../client.ts';
import { annexes, changeHistory } from '../schema/index.ts';
import { newStorageKey, type FileStorage } from '../../platform/files/index.ts';
import { demoPdf, demoPng } from './demo-files.ts';

type Executor = Pick<Database, 'insert'>;

/**
 * A demo enterprise's attachments — the signed commitment letter (unless it has not submitted
 * one) and the business licence, real small files in the storage — and two older history entries.
 */
export async function seedDemoProfileFiles(
  tx: Executor,
  storage: FileStorage,
  {
    enterpriseId,
    creditCode,
    withCommitLetter,
    contactPerson,
  }: { enterpriseId: number; creditCode: string; withCommitLetter: boolean; contactPerson: string },
): Promise<void> {
  const files = [
    ...(withCommitLetter
      ? [
          {
            fileType: '承诺书',
            fileName: '信用承诺书.pdf',
            extension: 'pdf',
            content: demoPdf(['Credit commitment letter', `USCC ${creditCode}`, 'Signed and sealed']),
          },
        ]
      : []),
    { fileType: '营业执照', fileName: '营业执照.png', extension: 'png', content: demoPng([176, 32, 32]) },
  ];
  for (const file of files) {
    const key = newStorageKey(file.extension);
    await storage.put(key, file.content);
    await tx.insert(annexes).values({
      category: 'enterprise',
      enterpriseId,
      fileType: file.fileType,
      fileName: file.fileName,
      storageKey: key,
      size: file.content.length,
    });
  }
  await tx.insert(changeHistory).values([
    {
      enterpriseId,
      historyType: 0,
      operatorName: contactPerson,
      items: ['企业网址: （空） → www.example.com'],
      createdAt: new Date('2025-03-18T02:15:00Z'),
    },
    {
      enterpriseId,
      historyType: 0,
      operatorName: contactPerson,
      items: [`联系人: 林海 → ${contactPerson}`, '办公地址: 海口市龙华区金贸路1号 → 海口市龙华区滨海大道'],
      createdAt: new Date('2025-09-02T06:40:00Z'),
    },
  ]);
}
