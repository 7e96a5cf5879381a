import { describe, expect, test } from 'vitest';
import {
  costScorePageBodySchema,
  costScoreRankingSpec,
  dictOptions,
  qualificationWarningListSpec,
} from '../src/index.ts';

/** A select filter's options as the screen offers them. */
const optionsOf = (filter: { dictionary?: Parameters<typeof dictOptions>[0] } | undefined) =>
  filter?.dictionary ? dictOptions(filter.dictionary) : [];

describe('the qualification level as each screen names it (spec §2)', () => {
  test('screen 9 filters the ranking by 甲级=1, 乙级=2, 暂乙=3', () => {
    expect(optionsOf(costScoreRankingSpec.filters.titlerank)).toEqual([
      { value: 1, label: '甲级' },
      { value: 2, label: '乙级' },
      { value: 3, label: '暂乙' },
    ]);
    expect(costScorePageBodySchema.parse({ titlerank: '3' }).titlerank).toBe(3);
  });

  test('the qualification warning keeps 乙级（暂定期）', () => {
    expect(optionsOf(qualificationWarningListSpec.filters.item).map((option) => option.label)).toEqual([
      '甲级',
      '乙级',
      '乙级（暂定期）',
    ]);
  });
});
