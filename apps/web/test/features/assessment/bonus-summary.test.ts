import {
  PASS_RATE_RELEASE_WORKFLOW,
  PASS_RATE_TIER,
  PRACTICE_ABILITY_RELEASE_WORKFLOW,
  PRACTICE_ABILITY_TIER,
  stepBar,
} from '@credit/rules';
import { describe, expect, test } from 'vitest';
import { scoredRows, tierCounts } from '@/features/assessment/bonus-summary.ts';

describe('bonus tiers', () => {
  test('every practice-ability tier is listed with its count, empty tiers as 0', () => {
    expect(tierCounts(PRACTICE_ABILITY_TIER, [3, 5, 5, null, 6])).toEqual([
      { scoreValue: 3, label: '+3', count: 1 },
      { scoreValue: 4, label: '+4', count: 0 },
      { scoreValue: 5, label: '+5', count: 2 },
      { scoreValue: 6, label: '+6', count: 1 },
    ]);
  });

  test('pass-rate tiers are +1, +2 and +4', () => {
    expect(tierCounts(PASS_RATE_TIER, [4, 4, 1]).map(({ label, count }) => [label, count])).toEqual([
      ['+1', 1],
      ['+2', 0],
      ['+4', 2],
    ]);
  });

  test('only successful rows with a score are published', () => {
    const rows = [
      { id: 1, result: true, scoreValue: 4 },
      { id: 2, result: false, scoreValue: 5 },
      { id: 3, result: true, scoreValue: null },
      { id: 4, result: true, scoreValue: 0 },
    ];
    expect(scoredRows(rows).map((row) => row.id)).toEqual([1]);
  });
});

describe('release step bar', () => {
  test('提交 → 复审 → 完成; waiting or refused at 复审, completed at 完成', () => {
    expect(stepBar(PRACTICE_ABILITY_RELEASE_WORKFLOW, 3)).toEqual({ titles: ['提交', '复审', '完成'], current: 1 });
    expect(stepBar(PRACTICE_ABILITY_RELEASE_WORKFLOW, 5).current).toBe(1);
    expect(stepBar(PASS_RATE_RELEASE_WORKFLOW, 7).current).toBe(2);
    expect(stepBar(PRACTICE_ABILITY_RELEASE_WORKFLOW, 0).current).toBe(0);
  });
});
