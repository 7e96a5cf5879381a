import { type CodeOf, defineDictionary } from './dictionary.ts';

export const QUALIFICATION_LEVEL = defineDictionary([
  [1, '甲级'],
  [2, '乙级'],
  [3, '乙级（暂定期）'],
]);
export type QualificationLevel = CodeOf<typeof QUALIFICATION_LEVEL>;
