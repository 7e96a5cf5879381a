import { type CodeOf, defineDictionary, dictSchema, labelOf } from './dictionary.ts';

export const IMPORT_RESULT = defineDictionary([
  [true, '成功'],
  [false, '失败'],
]);
export type ImportResult = CodeOf<typeof IMPORT_RESULT>;
export const importResultSchema = dictSchema(IMPORT_RESULT, '请选择导入结果');

/** Exports write true (or 1) as 成功 and anything else as 失败 (spec §7). */
export const importResultLabel = (result: unknown): string =>
  labelOf(IMPORT_RESULT, result === true || result === 1 || result === '1');
