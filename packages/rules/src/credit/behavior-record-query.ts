import { z } from 'zod';
import { inParkFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { periodFields } from '../statistics/period-query.ts';
import { maxText } from '../text.ts';
import { enterpriseRecordQuerySchema } from './credit-record-filters.ts';

/**
 * Which of an enterprise's records 信用行为记录 shows (docs/statistics-records.md): those in force
 * today (the default, what the page always showed), every published one, or the published ones
 * that stopped counting before their validity ran out (an upheld appeal, a repair, a revocation).
 */
export const RECORD_VALIDITY = ['inForce', 'published', 'ended'] as const;
export type RecordValidity = (typeof RECORD_VALIDITY)[number];

/**
 * behaviorRecord's request: the records' filters and the ones the statistics open it with — the
 * enterprise (by its code), its type and area, the identifying unit, the determination date, the
 * validity and whether the record is an assessment bonus.
 */
export const behaviorRecordQuerySchema = orderedTimeRange(
  enterpriseRecordQuerySchema.safeExtend({
    validity: z.preprocess(
      blankAsAbsent,
      z.enum(RECORD_VALIDITY, { error: '请选择正确的有效状态' }).default('inForce'),
    ),
    bonus: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: '请选择是否测评加分' })
        .pipe(z.literal([0, 1], { error: '请选择是否测评加分' }))
        .optional(),
    ),
    socialCreditCode: z.preprocess(blankAsAbsent, z.string().trim().max(18, '请输入正确的统一社会信用代码').optional()),
    enterpriseType: periodFields.enterpriseType,
    inPark: inParkFilter,
    area: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .regex(/^(\d{6}|\d{9})$/, '请选择正确的地区')
        .optional(),
    ),
    identificationUnit: z.preprocess(blankAsAbsent, z.string().trim().max(50, maxText(50, '认定单位')).optional()),
    determinationStart: periodFields.periodStart,
    determinationEnd: periodFields.periodEnd,
  }),
  ['determinationStart', 'determinationEnd'],
  '认定结束日期不能早于认定开始日期',
);
export type BehaviorRecordQuery = z.output<typeof behaviorRecordQuerySchema>;
