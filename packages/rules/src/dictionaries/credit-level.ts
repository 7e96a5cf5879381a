import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

export const CREDIT_LEVEL = defineDictionary([
  ['AAA', 'AAA'],
  ['AA', 'AA'],
  ['A', 'A'],
  ['B', 'B'],
  ['C', 'C'],
]);
export type CreditLevel = CodeOf<typeof CREDIT_LEVEL>;
export const creditLevelSchema = dictSchema(CREDIT_LEVEL, '请选择信用等级');
