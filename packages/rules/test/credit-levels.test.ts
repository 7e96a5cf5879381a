import { describe, expect, it } from 'vitest';
import { DEFAULT_SCORING_FIGURES, levelBand, levelOf, type LevelStep } from '../src/index.ts';

const inBand = (score: number, band: { from: number | null; below: number | null }) =>
  (band.from === null || score >= band.from) && (band.below === null || score < band.below);

describe('credit levels', () => {
  it('gives each level the band of scores levelOf places at it, on the default scale and another', () => {
    const other: LevelStep[] = [
      { level: 'A', min: 85.5 },
      { level: 'B+', min: 72 },
      { level: 'C', min: null },
    ];
    for (const scale of [DEFAULT_SCORING_FIGURES.levels, other])
      for (let score = -20; score <= 120; score += 0.25)
        for (const step of scale) {
          const band = levelBand(scale, step.level);
          expect(band && inBand(score, band), `${score} at ${step.level}`).toBe(levelOf(score, scale) === step.level);
        }
  });

  it('bounds the highest level only from below, the lowest only from above, and knows no other level', () => {
    const scale = DEFAULT_SCORING_FIGURES.levels;
    expect(levelBand(scale, 'AAA')).toEqual({ from: 90, below: null });
    expect(levelBand(scale, 'A')).toEqual({ from: 70, below: 80 });
    expect(levelBand(scale, 'C')).toEqual({ from: null, below: 60 });
    expect(levelBand(scale, 'B+')).toBeUndefined();
  });
});
