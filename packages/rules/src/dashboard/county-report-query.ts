import { z } from 'zod';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { isDateString } from '../validators/date.ts';

const periodDate = (label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().refine(isDateString, `请输入正确的${label}（YYYY-MM-DD）`).optional());

/**
 * reportForms' filters (docs/dashboard.md): the period (records by their determination date,
 * appeals and repairs by the day they were submitted; either end may be left open) and the
 * enterprise type (a code of the enterpriseType dictionary).
 */
export const countyReportQuerySchema = orderedTimeRange(
  pagingQuerySchema.extend({
    periodStart: periodDate('统计开始日期'),
    periodEnd: periodDate('统计结束日期'),
    enterpriseType: z.preprocess(blankAsAbsent, z.string().trim().max(20, '请选择正确的企业类型').optional()),
  }),
  ['periodStart', 'periodEnd'],
  '统计结束日期不能早于统计开始日期',
);
export type CountyReportQuery = z.output<typeof countyReportQuerySchema>;
