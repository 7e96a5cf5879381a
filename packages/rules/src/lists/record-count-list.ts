import { z } from 'zod';
import { enterpriseNameFilter } from '../schemas/filter-fields.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { PERIOD_FILTERS } from '../statistics/period-filters.ts';
import { periodFields, withOrderedPeriod } from '../statistics/period-query.ts';
import { defineListSpec } from './list-spec.ts';
import {
  areaChoice,
  enterpriseNameField,
  enterpriseNameSearch,
  figureField,
  socialCreditCodeField,
} from './shared-fields.ts';

/** creditRecordCount's request: the enterprise's name and area, and the statistics' period and type. */
export const recordCountQuerySchema = withOrderedPeriod(
  pagingQuerySchema.extend({
    enterpriseName: enterpriseNameFilter,
    area: z.preprocess(
      blankAsAbsent,
      z
        .string()
        .trim()
        .regex(/^(\d{6}|\d{9})$/, '请选择正确的地区')
        .optional(),
    ),
    ...periodFields,
  }),
);
export type RecordCountQuery = z.output<typeof recordCountQuerySchema>;

/**
 * creditRecordCount (信用记录统计, docs/statistics-records.md): a row per enterprise with records
 * determined in the period, each count one kind of its published records.
 */
export const recordCountListSpec = defineListSpec({
  input: recordCountQuerySchema,
  fields: {
    enterpriseName: { ...enterpriseNameField, frozen: true },
    socialCreditCode: socialCreditCodeField,
    countyName: { title: '区县', width: 12 },
    total: figureField('记录合计'),
    good: figureField('良好记录'),
    bad: figureField('不良记录'),
    bonus: figureField('测评加分'),
    inForce: figureField('有效期内'),
    endedEarly: figureField('提前失效'),
    appealed: figureField('被申诉'),
    repaired: figureField('已修复'),
  },
  filters: {
    enterpriseName: enterpriseNameSearch,
    enterpriseType: PERIOD_FILTERS.enterpriseType,
    area: areaChoice,
    period: PERIOD_FILTERS.period,
  },
});
