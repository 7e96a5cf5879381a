import { type CodeOf, defineDictionary } from './dictionary.ts';

export const CREDIT_LEVEL = defineDictionary([
  ['AAA', 'AAA'],
  ['AA', 'AA'],
  ['A', 'A'],
  ['B', 'B'],
  ['C', 'C'],
]);
export type CreditLevel = CodeOf<typeof CREDIT_LEVEL>;
