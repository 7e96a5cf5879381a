import { fileTooLarge, MSG } from '@credit/rules';
import { AppError } from '../../platform/errors.ts';
import type { SavedFile } from '../../platform/files/index.ts';
import type { AnnexType } from './annex-type-queries.ts';
import { indexedEntries, type MultipartForm } from './multipart-form.ts';
import { uploadRulesOf } from './upload-rules.ts';

/** The attachments a form ends with: existing ones it keeps, and new uploads with their type. */
export interface AnnexPlan {
  keep: number[];
  add: { fileType: string; file: SavedFile }[];
}

const STORED_FILE = /\/api\/annex\/file\/(\d+)(?:\?|$)/;

/**
 * The attachments of a submitted form (`<prefix>[i].fileType` with `.file` for a new upload, or
 * `.relativePath`/`.id` naming a stored one). Each new file must suit its own type's formats and
 * size, not only the widest the form allows.
 */
export function annexPlanOf(
  form: Pick<MultipartForm, 'fields' | 'files'>,
  types: readonly AnnexType[],
  prefix = 'enterpriseAnnexes',
): AnnexPlan {
  const plan: AnnexPlan = { keep: [], add: [] };
  for (const entry of indexedEntries(form, prefix)) {
    const type = types.find((candidate) => candidate.name === entry.fields.filetype?.trim());
    if (!type) throw new AppError('附件类别不正确', { fieldErrors: { [prefix]: '附件类别不正确' } });
    if (entry.file) {
      const rules = uploadRulesOf(type);
      if (!rules.allowedExtensions.includes(entry.file.extension)) throw new AppError(MSG.wrongFileFormat);
      if (entry.file.size > rules.maxSizeKb * 1024) throw new AppError(fileTooLarge(rules.maxSizeKb));
      plan.add.push({ fileType: type.name, file: entry.file });
      continue;
    }
    const id = Number(entry.fields.id ?? STORED_FILE.exec(entry.fields.relativepath ?? '')?.[1]);
    if (!Number.isInteger(id) || id <= 0)
      throw new AppError(MSG.uploadRequired, { fieldErrors: { [prefix]: MSG.uploadRequired } });
    plan.keep.push(id);
  }
  return plan;
}
