import { fileTooLarge, MSG } from '@credit/rules';
import { AppError } from '../../platform/errors.ts';
import type { AnnexUpload } from '../../platform/files/annexes.ts';
import type { SavedFile } from '../../platform/files/index.ts';
import type { AnnexType } from './annex-type-queries.ts';
import { indexedEntries, type MultipartForm } from './multipart-form.ts';
import { uploadRulesOf } from './upload-rules.ts';

/** The attachments a form ends with: existing ones it keeps, and new uploads with their type. */
export interface AnnexPlan {
  keep: number[];
  add: AnnexUpload[];
}

const STORED_FILE = /\/api\/annex\/file\/(\d+)(?:\?|$)/;

/** A new upload, checked against its own type's formats and size, not only the widest the form allows. */
function checkedUpload(type: AnnexType, file: SavedFile): AnnexPlan['add'][number] {
  const rules = uploadRulesOf(type);
  if (!rules.allowedExtensions.includes(file.extension)) throw new AppError(MSG.wrongFileFormat);
  if (file.size > rules.maxSizeKb * 1024) throw new AppError(fileTooLarge(rules.maxSizeKb));
  return { fileType: type.name, file };
}

/**
 * The attachments of a submitted form: `<prefix>[i].fileType` with `.file` for a new upload, or
 * `.relativePath`/`.id` naming a stored one. Where the form's category has a single type, the type
 * may be left out, and files may also come as plain `<prefix>` parts (spec §7 names the field so).
 */
export function annexPlanOf(
  form: Pick<MultipartForm, 'fields' | 'files'>,
  types: readonly AnnexType[],
  prefix = 'enterpriseAnnexes',
): AnnexPlan {
  const plan: AnnexPlan = { keep: [], add: [] };
  const onlyType = types.length === 1 ? types[0] : undefined;
  const wrongType = () => new AppError('附件类别不正确', { fieldErrors: { [prefix]: '附件类别不正确' } });
  for (const entry of indexedEntries(form, prefix)) {
    const named = entry.fields.filetype?.trim();
    const type = named === undefined ? onlyType : types.find((candidate) => candidate.name === named);
    if (!type) throw wrongType();
    if (entry.file) {
      plan.add.push(checkedUpload(type, entry.file));
      continue;
    }
    const id = Number(entry.fields.id ?? STORED_FILE.exec(entry.fields.relativepath ?? '')?.[1]);
    if (!Number.isInteger(id) || id <= 0)
      throw new AppError(MSG.uploadRequired, { fieldErrors: { [prefix]: MSG.uploadRequired } });
    plan.keep.push(id);
  }
  for (const [name, file] of form.files) {
    if (name.toLowerCase() !== prefix.toLowerCase()) continue;
    if (!onlyType) throw wrongType();
    plan.add.push(checkedUpload(onlyType, file));
  }
  return plan;
}
