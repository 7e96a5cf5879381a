import type { UploadRules } from '../../platform/files/index.ts';
import type { AnnexType } from './annex-type-queries.ts';

const extensionsOf = (type: AnnexType) =>
  type.fileFormatValue
    .split(',')
    .map((extension) => extension.trim().toLowerCase())
    .filter(Boolean);

/** What a file of this attachment type must be. */
export const uploadRulesOf = (type: AnnexType): Required<UploadRules> => ({
  allowedExtensions: extensionsOf(type),
  maxSizeKb: type.fileSizeKb,
});

/** What a file of any of these types may be: used while a file streams in before its type is known. */
export const widestUploadRules = (types: readonly AnnexType[]): Required<UploadRules> => ({
  allowedExtensions: [...new Set(types.flatMap(extensionsOf))],
  maxSizeKb: Math.max(0, ...types.map((type) => type.fileSizeKb)),
});
