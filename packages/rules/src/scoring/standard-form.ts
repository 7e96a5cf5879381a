import { z } from 'zod';
import { requiredLimitedText } from '../text.ts';
import { isDateString } from '../validators/date.ts';
import { passRateGradesSchema, practiceAbilityTiersSchema, requiredEngineersSchema } from './bonus-tables.ts';
import { levelScaleSchema } from './credit-levels.ts';

export const STANDARD_MSG = {
  notFound: '评价标准不存在',
  published: '已发布的评价标准不能修改或删除',
  effectivePast: '生效日期不能早于今天',
  saved: '保存成功！',
  deleted: '删除成功！',
  publishedOk: '发布成功！',
} as const;

const EFFECTIVE_MESSAGE = '请输入正确的生效日期';

/** A scoring standard as standardsMgt saves it (docs/scoring.md); `id` when a draft is corrected. */
export const scoringStandardFormSchema = z.object({
  id: z.number().int().positive().max(2_147_483_647).optional(),
  name: requiredLimitedText('请填写标准名称', 60, '标准名称'),
  effectiveDate: z.string({ error: EFFECTIVE_MESSAGE }).trim().refine(isDateString, EFFECTIVE_MESSAGE),
  basePoints: z
    .number({ error: '基础分须为数字' })
    .min(0, '基础分须在0到1000之间')
    .max(1000, '基础分须在0到1000之间')
    .multipleOf(0.01, '基础分最多两位小数'),
  levels: levelScaleSchema,
  trendLevels: levelScaleSchema,
  practiceAbilityTiers: practiceAbilityTiersSchema,
  passRateGrades: passRateGradesSchema,
  requiredEngineers: requiredEngineersSchema,
});
export type ScoringStandardForm = z.output<typeof scoringStandardFormSchema>;

/** The standard a request is about (?id=). */
export const standardIdQuerySchema = z.object({
  id: z.coerce
    .number({ error: STANDARD_MSG.notFound })
    .int(STANDARD_MSG.notFound)
    .positive(STANDARD_MSG.notFound)
    .max(2_147_483_647, STANDARD_MSG.notFound),
});
