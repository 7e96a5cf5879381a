import { MSG } from '@credit/rules';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { changeLines } from '../../platform/history/index.ts';
import type { AnnexPlan } from '../annex/annex-plan.ts';
import { deleteAnnexes } from '../annex/annex-queries.ts';
import type { AnnexType } from '../annex/annex-type-queries.ts';

/** The attachment category of the enterprise form (annex_type.category). */
export const ENTERPRISE_ANNEX_CATEGORY = 'enterprise';
/** Submitting it is what the commitment-letter page (/register1) waits for. */
export const COMMIT_LETTER = '承诺书';

type Executor = Pick<Database, 'select' | 'insert' | 'delete'>;

const namesByType = (types: readonly AnnexType[], files: readonly { fileType: string; fileName: string }[]) =>
  Object.fromEntries(
    types.map((type) => [
      type.name,
      files
        .filter((file) => file.fileType === type.name)
        .map((file) => file.fileName)
        .join('、'),
    ]),
  );

/**
 * Replaces an enterprise's attachments by the plan, refusing it when a required type would be
 * left empty (请上传附件). Returns the history lines and the storage keys of the removed files,
 * which the caller deletes once the transaction has committed.
 */
export async function replaceEnterpriseAnnexes(
  tx: Executor,
  {
    enterpriseId,
    plan,
    types,
    userId,
  }: { enterpriseId: number; plan: AnnexPlan; types: readonly AnnexType[]; userId: number },
): Promise<{ lines: string[]; removedKeys: string[]; fileTypes: Set<string> }> {
  const current = await tx
    .select({ id: annexes.id, fileType: annexes.fileType, fileName: annexes.fileName, storageKey: annexes.storageKey })
    .from(annexes)
    .where(and(eq(annexes.enterpriseId, enterpriseId), eq(annexes.category, ENTERPRISE_ANNEX_CATEGORY)))
    .orderBy(asc(annexes.id));
  const keep = new Set(plan.keep);
  if ([...keep].some((id) => !current.some((annex) => annex.id === id)))
    throw new AppError('附件不存在或已删除，请刷新后重试');
  const kept = current.filter((annex) => keep.has(annex.id));
  const added = plan.add.map(({ fileType, file }) => ({ fileType, fileName: file.fileName }));
  const fileTypes = new Set([...kept, ...added].map((annex) => annex.fileType));
  const missing = types.filter((type) => type.required && !fileTypes.has(type.name));
  if (missing.length > 0)
    throw new AppError(MSG.uploadRequired, { fieldErrors: { enterpriseAnnexes: MSG.uploadRequired } });

  const removed = current.filter((annex) => !keep.has(annex.id));
  await deleteAnnexes(
    tx,
    removed.map((annex) => annex.id),
  );
  if (plan.add.length > 0) {
    await tx.insert(annexes).values(
      plan.add.map(({ fileType, file }) => ({
        category: ENTERPRISE_ANNEX_CATEGORY,
        enterpriseId,
        fileType,
        fileName: file.fileName,
        storageKey: file.key,
        size: file.size,
        createdBy: userId,
      })),
    );
  }
  const fields = types.map((type) => ({ key: type.name, label: type.name }));
  return {
    lines: changeLines(fields, namesByType(types, current), namesByType(types, [...kept, ...added])),
    removedKeys: removed.map((annex) => annex.storageKey),
    fileTypes,
  };
}
