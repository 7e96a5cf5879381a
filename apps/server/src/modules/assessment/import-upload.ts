import type { Readable } from 'node:stream';
import { MSG, type AssessmentKindKey } from '@credit/rules';
import type { FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { assessmentImports } from '../../db/schema/index.ts';
import { recordOperation } from '../../platform/audit/index.ts';
import { refuseControlCharacters } from '../../platform/control-characters.ts';
import { AppError } from '../../platform/errors.ts';
import type { ImportSummary } from '../../platform/excel/index.ts';
import { checkClientFileName } from '../../platform/files/index.ts';
import type { Principal } from '../auth/principal.ts';

export interface ImportUpload {
  fileName: string;
  stream: Readable;
}

/** The workbook of an import call: multipart field `File`, an .xlsx by name (spec §5 Import). */
export async function importUploadOf(request: FastifyRequest): Promise<ImportUpload> {
  if (!request.isMultipart()) throw new AppError(MSG.importXlsxOnly);
  const part = await request.file();
  if (!part) throw new AppError(MSG.importXlsxOnly);
  try {
    refuseControlCharacters(part.filename, part.fieldname, { multiLine: false });
    const fileName = checkClientFileName(part.filename);
    if (!fileName.toLowerCase().endsWith('.xlsx')) throw new AppError(MSG.importXlsxOnly);
    return { fileName, stream: part.file };
  } catch (error) {
    part.file.resume();
    throw error;
  }
}

export type { Executor };

/** The import's own record: its rows point at it, and it keeps the counts once done. */
export async function openImport(
  tx: Executor,
  { kind, fileName, me }: { kind: AssessmentKindKey; fileName: string; me: Principal },
): Promise<number> {
  const [row] = await tx
    .insert(assessmentImports)
    .values({ kind, fileName: fileName.slice(0, 200), createdBy: me.userId, createdByName: me.displayName })
    .returning({ id: assessmentImports.id });
  if (!row) throw new Error('import insert returned nothing');
  return row.id;
}

/** Records how an import went, and logs it as its importer's operation. */
export async function closeImport(
  tx: Executor,
  importId: number,
  summary: ImportSummary,
  me: Principal,
): Promise<void> {
  const [done] = await tx
    .update(assessmentImports)
    .set(summary)
    .where(eq(assessmentImports.id, importId))
    .returning({ kind: assessmentImports.kind, fileName: assessmentImports.fileName });
  await recordOperation(tx, me, {
    kind: done!.kind,
    objectId: importId,
    label: done!.fileName,
    action: '导入',
    after: { 总行数: String(summary.total), 成功: String(summary.succeeded), 失败: String(summary.failed) },
  });
}
