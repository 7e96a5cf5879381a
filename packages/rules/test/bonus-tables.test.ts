import { describe, expect, it } from 'vitest';
import {
  DEFAULT_BONUS_TABLES,
  PASS_RATE_TIER,
  passRateGradesSchema,
  practiceAbilityTiersSchema,
  tierCounts,
} from '../src/index.ts';

describe('bonus tables', () => {
  it('counts every tier of the specification, then a bonus another standard gave', () => {
    expect(tierCounts(PASS_RATE_TIER, [4, 5, 5, null, 1]).map(({ label, count }) => [label, count])).toEqual([
      ['+1', 1],
      ['+2', 0],
      ['+4', 1],
      ['+5', 2],
    ]);
  });

  it('accepts the defaults and refuses tiers out of order or grades named twice', () => {
    expect(practiceAbilityTiersSchema.safeParse(DEFAULT_BONUS_TABLES.practiceAbilityTiers).success).toBe(true);
    expect(passRateGradesSchema.safeParse(DEFAULT_BONUS_TABLES.passRateGrades).success).toBe(true);
    const reversed = practiceAbilityTiersSchema.safeParse([...DEFAULT_BONUS_TABLES.practiceAbilityTiers].reverse());
    expect(reversed.error?.issues[0]?.message).toBe('执业能力各档最低平均分须由高到低递减');
    const twice = passRateGradesSchema.safeParse([
      { grade: 'A', scoreValue: 4 },
      { grade: 'A', scoreValue: 2 },
    ]);
    expect(twice.error?.issues[0]?.message).toBe('备案通过率等级不能重复');
  });
});
