import { withinChars } from '../text.ts';
import { z } from 'zod';
import { type Dictionary, labelOf } from '../dictionaries/dictionary.ts';
import { QUALIFICATION_LEVEL } from '../dictionaries/qualification-level.ts';

/** A practice-ability tier: an average test score of at least `minAverageScore` earns `scoreValue` (+3…+6). */
export interface PracticeAbilityTierStep {
  scoreValue: number;
  minAverageScore: number;
}

/** A filing one-time pass-rate grade and the bonus it earns (+1/+2/+4). */
export interface PassRateGradeStep {
  grade: string;
  scoreValue: number;
}

/** Registered cost engineers a qualification level requires, by level code (甲级=1, 乙级=2, 乙级（暂定期）=3). */
export type RequiredEngineers = Record<'1' | '2' | '3', number>;

/** Spec §9's tiers and 建设部令第149号《工程造价咨询企业管理办法》's staffing (docs/scoring.md). */
export const DEFAULT_BONUS_TABLES = {
  practiceAbilityTiers: [
    { scoreValue: 6, minAverageScore: 90 },
    { scoreValue: 5, minAverageScore: 80 },
    { scoreValue: 4, minAverageScore: 70 },
    { scoreValue: 3, minAverageScore: 60 },
  ] as PracticeAbilityTierStep[],
  passRateGrades: [
    { grade: 'A', scoreValue: 4 },
    { grade: 'B', scoreValue: 2 },
    { grade: 'C', scoreValue: 1 },
  ] as PassRateGradeStep[],
  requiredEngineers: { '1': 10, '2': 6, '3': 6 },
};

const bonusPoints = z
  .number({ error: '加分须为数字' })
  .int('加分须为整数')
  .min(1, '加分须在1到100之间')
  .max(100, '加分须在1到100之间');

/** The practice-ability tiers, the highest first, each asking a higher average than the next. */
export const practiceAbilityTiersSchema = z
  .array(
    z.object({
      scoreValue: bonusPoints,
      minAverageScore: z
        .number({ error: '平均分须为数字' })
        .min(0, '平均分须在0到100之间')
        .max(100, '平均分须在0到100之间'),
    }),
  )
  .min(1, '执业能力加分至少设置一档')
  .max(10, '执业能力加分最多设置10档')
  .superRefine((tiers, context) => {
    for (let i = 1; i < tiers.length; i += 1)
      if (tiers[i]!.minAverageScore >= tiers[i - 1]!.minAverageScore)
        context.addIssue({ code: 'custom', message: '执业能力各档最低平均分须由高到低递减', path: [i] });
  });

/** The pass-rate grades with their bonus, names unique. */
export const passRateGradesSchema = z
  .array(
    z.object({
      grade: z
        .string({ error: '请填写等级' })
        .trim()
        .min(1, '请填写等级')
        .refine(withinChars(20), '等级最多20个字符')
        .regex(/^[A-Za-z0-9+\-\u4e00-\u9fa5]+$/, '等级只能包含字母、数字或汉字'),
      scoreValue: bonusPoints,
    }),
  )
  .min(1, '备案通过率加分至少设置一个等级')
  .max(10, '备案通过率加分最多设置10个等级')
  .superRefine((grades, context) => {
    if (new Set(grades.map((step) => step.grade)).size !== grades.length)
      context.addIssue({ code: 'custom', message: '备案通过率等级不能重复' });
  });

const engineers = (level: string) =>
  z
    .number({ error: `请填写${level}所需注册造价工程师人数` })
    .int(`${level}所需人数须为整数`)
    .min(0, `${level}所需人数须在0到1000之间`)
    .max(1000, `${level}所需人数须在0到1000之间`);

/** Registered cost engineers required per qualification level. */
export const requiredEngineersSchema = z.object({
  '1': engineers(labelOf(QUALIFICATION_LEVEL, 1)),
  '2': engineers(labelOf(QUALIFICATION_LEVEL, 2)),
  '3': engineers(labelOf(QUALIFICATION_LEVEL, 3)),
});

export interface TierCount {
  scoreValue: number;
  label: string;
  count: number;
}

/**
 * Enterprises per bonus tier: every tier of the specification listed (0 when none), in its order,
 * then any other bonus the rows earned under a standard with other tiers, highest first.
 */
export function tierCounts(
  tiers: Dictionary<number>,
  scoreValues: readonly (number | null | undefined)[],
): TierCount[] {
  const others = [...new Set(scoreValues)]
    .filter((value): value is number => typeof value === 'number' && value > 0 && !tiers.has(value))
    .sort((a, b) => b - a);
  return [
    ...[...tiers].map(([scoreValue, label]) => ({ scoreValue, label })),
    ...others.map((value) => ({ scoreValue: value, label: `+${value}` })),
  ].map(({ scoreValue, label }) => ({
    scoreValue,
    label,
    count: scoreValues.filter((value) => value === scoreValue).length,
  }));
}
