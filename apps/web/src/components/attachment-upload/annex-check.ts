import { fileTooLarge, MSG } from '@credit/rules';
import { fileExtension } from '../attachment-file.ts';
import type { AnnexType } from './types.ts';

/** Formats allowed when the type list gives none (spec §5 Upload). */
const DEFAULT_FORMATS = 'jpg,gif,png,jpeg,pdf';

export function allowedExtensions(type: AnnexType): string[] {
  return (type.fileFormatValue || DEFAULT_FORMATS)
    .split(',')
    .map((format) => format.trim().replace(/^\./, '').toLowerCase())
    .filter(Boolean);
}

/** Why a file cannot be attached as this type, in the spec's words; undefined when it can. */
export function annexFileProblem(type: AnnexType, file: { name: string; size: number }): string | undefined {
  if (!allowedExtensions(type).includes(fileExtension(file.name))) return MSG.wrongFileFormat;
  if (file.size === 0) return MSG.zeroByteFile;
  if (type.fileSize > 0 && file.size > type.fileSize * 1024) return fileTooLarge(type.fileSize);
  return undefined;
}
