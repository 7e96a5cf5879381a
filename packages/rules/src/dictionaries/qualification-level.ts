import { type CodeOf, defineDictionary } from './dictionary.ts';

export const QUALIFICATION_LEVEL = defineDictionary([
  [1, '甲级'],
  [2, '乙级'],
  [3, '乙级（暂定期）'],
]);
export type QualificationLevel = CodeOf<typeof QUALIFICATION_LEVEL>;

/** Screen 9's rank filter (spec §2): the same codes, the third named 暂乙 as the ranking names it. */
export const RANKING_RANK = defineDictionary([
  [1, '甲级'],
  [2, '乙级'],
  [3, '暂乙'],
]);
