import { type CodeOf, defineDictionary, dictSchema } from './dictionary.ts';

/** Practice-ability bonus: the score value 3-6 an enterprise earns. */
export const PRACTICE_ABILITY_TIER = defineDictionary([
  [3, '+3'],
  [4, '+4'],
  [5, '+5'],
  [6, '+6'],
]);
export type PracticeAbilityTier = CodeOf<typeof PRACTICE_ABILITY_TIER>;
export const practiceAbilityTierSchema = dictSchema(PRACTICE_ABILITY_TIER, '请选择加分档次');

/** Filing one-time pass-rate bonus. */
export const PASS_RATE_TIER = defineDictionary([
  [1, '+1'],
  [2, '+2'],
  [4, '+4'],
]);
export type PassRateTier = CodeOf<typeof PASS_RATE_TIER>;
export const passRateTierSchema = dictSchema(PASS_RATE_TIER, '请选择加分档次');
