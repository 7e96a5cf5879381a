import { type CodeOf, defineDictionary, dictSchema, labelOf } from './dictionary.ts';

export const YES_NO = defineDictionary([
  [1, '是'],
  [0, '否'],
]);
export type YesNo = CodeOf<typeof YES_NO>;
export const yesNoSchema = dictSchema(YES_NO, '请选择是或否');

/** 1 reads 是 and anything else 否 (spec §7, e.g. holidays in exports). */
export const yesNoLabel = (value: unknown): string =>
  labelOf(YES_NO, value === 1 || value === true || value === '1' ? 1 : 0);
