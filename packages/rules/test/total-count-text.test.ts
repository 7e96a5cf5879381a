import { describe, expect, it } from 'vitest';
import { EXACT_COUNT_CAP, totalCountText } from '../src/index.ts';

describe('totalCountText', () => {
  it('shows an exact count as it is', () => {
    expect(totalCountText(25)).toBe('共 25 条');
    expect(totalCountText(EXACT_COUNT_CAP)).toBe('共 10000 条');
  });

  it('marks a count above the exact cap as approximate', () => {
    expect(totalCountText(123_456)).toBe('共约 123,456 条');
  });
});
