import { withinChars } from '../text.ts';
import { z } from 'zod';
import { qualificationLevelSchema } from '../dictionaries/level-schemas.ts';
import { enterpriseNameFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { isDateString } from '../validators/date.ts';
import {
  DEFAULT_BONUS_TABLES,
  type PassRateGradeStep,
  type PracticeAbilityTierStep,
  type RequiredEngineers,
} from './bonus-tables.ts';

/** A level and the lowest score that reaches it; the last level of a scale has no floor. */
export interface LevelStep {
  level: string;
  min: number | null;
}

/**
 * A scoring standard's figures (docs/scoring.md): the base points every registered enterprise
 * starts from, the comprehensive credit levels (AAA…C) and the scale of the level-trend chart
 * (A, B+, B, C), each from the highest level down; the assessment bonus tables and the registered
 * cost engineers each qualification level requires.
 */
export interface ScoringFigures {
  basePoints: number;
  levels: LevelStep[];
  trendLevels: LevelStep[];
  practiceAbilityTiers: PracticeAbilityTierStep[];
  passRateGrades: PassRateGradeStep[];
  requiredEngineers: RequiredEngineers;
}

/** The defaults (DOMAIN-NOTES: Guangdong's construction enterprise credit method; base 60 = level B). */
export const DEFAULT_SCORING_FIGURES: ScoringFigures = {
  basePoints: 60,
  levels: [
    { level: 'AAA', min: 90 },
    { level: 'AA', min: 80 },
    { level: 'A', min: 70 },
    { level: 'B', min: 60 },
    { level: 'C', min: null },
  ],
  trendLevels: [
    { level: 'A', min: 80 },
    { level: 'B+', min: 70 },
    { level: 'B', min: 60 },
    { level: 'C', min: null },
  ],
  ...DEFAULT_BONUS_TABLES,
};

/** The level a score reaches on a scale. */
export function levelOf(score: number, scale: readonly LevelStep[]): string {
  for (const step of scale) if (step.min === null || score >= step.min) return step.level;
  return scale.at(-1)?.level ?? '';
}

/**
 * The scores a level stands for on a scale (its floors fall from the highest level): from its own
 * floor (none for the last level) up to, not including, the floor of the level above it (none for
 * the first). Undefined for a level the scale does not have.
 */
export function levelBand(
  scale: readonly LevelStep[],
  level: string,
): { from: number | null; below: number | null } | undefined {
  const at = scale.findIndex((step) => step.level === level);
  if (at < 0) return undefined;
  return { from: scale[at]?.min ?? null, below: at === 0 ? null : (scale[at - 1]?.min ?? null) };
}

/** What is wrong with a scale: floors not falling from the highest level, or a last level with a floor. */
export function scaleProblem(scale: readonly LevelStep[]): string | undefined {
  if (scale.length < 2) return '等级至少设置两级';
  const names = new Set(scale.map((step) => step.level));
  if (names.size !== scale.length) return '等级名称不能重复';
  const floors = scale.slice(0, -1).map((step) => step.min);
  if (floors.some((min) => min === null)) return '除最低一级外，每一级都须设置最低分';
  if (scale.at(-1)?.min !== null) return '最低一级不设最低分';
  for (let i = 1; i < floors.length; i += 1)
    if ((floors[i] as number) >= (floors[i - 1] as number)) return '各级最低分须由高到低递减';
  return undefined;
}

const levelStepSchema = z.object({
  level: z.string().trim().min(1, '请填写等级名称').refine(withinChars(4), '等级名称最多4个字符'),
  min: z.number({ error: '最低分须为数字' }).min(-1000).max(1000).nullable(),
});

/** A scale as the standards form sends it, checked whole. */
export const levelScaleSchema = z.array(levelStepSchema).superRefine((scale, context) => {
  const problem = scaleProblem(scale);
  if (problem) context.addIssue({ code: 'custom', message: problem });
});

/** POST /Charts/GetCostScorePageList (screen 9): name, qualification rank, credit level, top-10 mode. */
export const costScorePageBodySchema = pagingQuerySchema.extend({
  corpname: enterpriseNameFilter,
  titlerank: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: '请选择资质等级' }).pipe(qualificationLevelSchema).optional(),
  ),
  creditlevel: z.preprocess(
    blankAsAbsent,
    z
      .string()
      .trim()
      .max(4, '请选择信用等级')
      .regex(/^[A-Z+]+$/, '请选择信用等级')
      .optional(),
  ),
  isornotop10: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number()
      .pipe(z.union([z.literal(0), z.literal(1)]))
      .default(0),
  ),
});
export type CostScorePageBody = z.output<typeof costScorePageBodySchema>;

/** How many enterprises the top-10 mode of the ranking shows. */
export const TOP_RANKED = 10;

const SCORE_DATE_MESSAGE = '请输入正确的日期（YYYY-MM-DD，2000年以后）';

/** GET /api/score/explain: whose score (an enterprise user's own by default) and on which day (today by default). */
export const scoreExplainQuerySchema = z.object({
  enterpriseId: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: '请选择企业' })
      .int('请选择企业')
      .positive('请选择企业')
      .max(2_147_483_647, '请选择企业')
      .optional(),
  ),
  date: z.preprocess(
    blankAsAbsent,
    z
      .string({ error: SCORE_DATE_MESSAGE })
      .trim()
      .refine((day) => isDateString(day) && day >= '2000-01-01', SCORE_DATE_MESSAGE)
      .optional(),
  ),
});
