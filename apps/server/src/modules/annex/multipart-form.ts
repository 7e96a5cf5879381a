import type { FastifyRequest } from 'fastify';
import { MSG } from '@credit/rules';
import { refuseControlCharacters } from '../../platform/control-characters.ts';
import { AppError } from '../../platform/errors.ts';
import { saveMultipartFile, type FileStorage, type SavedFile, type UploadRules } from '../../platform/files/index.ts';

/** A multipart form read whole: its text fields by name, and its stored files in order with their field names. */
export interface MultipartForm {
  fields: Record<string, string>;
  /** A name may repeat: several files sent under one plain field. */
  files: [fieldName: string, file: SavedFile][];
  /** Removes the stored files: call it when the form is refused after reading. */
  discard: () => Promise<void>;
}

/**
 * Reads a multipart form, storing each file part as it streams in under `rules` (the widest the
 * form allows; per-type limits are the caller's next check). A refused part removes what was
 * already stored, so a bad upload leaves nothing behind.
 */
export async function readMultipartForm(
  request: FastifyRequest,
  {
    storage,
    rules,
    maxFields,
  }: {
    storage: FileStorage;
    rules: Required<UploadRules>;
    /** More text fields than the app-wide limit, for forms that list many rows. */
    maxFields?: number;
  },
): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new AppError('请以 multipart/form-data 提交表单');
  const fields: Record<string, string> = {};
  const files: MultipartForm['files'] = [];
  const discard = async () => {
    await Promise.all(files.map(([, file]) => storage.remove(file.key)));
    files.length = 0;
  };
  try {
    for await (const part of request.parts(maxFields ? { limits: { fields: maxFields } } : undefined)) {
      if (part.type === 'file') {
        files.push([part.fieldname, await saveMultipartFile(part, { storage, ...rules })]);
      } else {
        const value = typeof part.value === 'string' ? part.value : String(part.value);
        refuseControlCharacters(part.fieldname, part.fieldname, { multiLine: false });
        refuseControlCharacters(value, part.fieldname, { multiLine: true });
        fields[part.fieldname] = value;
      }
    }
  } catch (error) {
    await discard();
    throw error;
  }
  return { fields, files, discard };
}

/** The entries `<prefix>[i].<property>` of a form, in index order. */
export function indexedEntries(form: Pick<MultipartForm, 'fields' | 'files'>, prefix: string) {
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\[(\\d{1,5})\\]\\.(\\w+)$`, 'i');
  const entries = new Map<number, { fields: Record<string, string>; file?: SavedFile }>();
  const entryAt = (index: number) => {
    let entry = entries.get(index);
    if (!entry) entries.set(index, (entry = { fields: {} }));
    return entry;
  };
  for (const [name, value] of Object.entries(form.fields)) {
    const match = pattern.exec(name);
    if (match) entryAt(Number(match[1])).fields[(match[2] ?? '').toLowerCase()] = value;
  }
  for (const [name, file] of form.files) {
    const match = pattern.exec(name);
    if (!match) continue;
    const entry = entryAt(Number(match[1]));
    // One file per entry: a repeated `<prefix>[i].file` is a malformed form, not a second upload.
    if (entry.file) throw new AppError(MSG.invalidInput);
    entry.file = file;
  }
  return [...entries.entries()].sort(([a], [b]) => a - b).map(([, entry]) => entry);
}
