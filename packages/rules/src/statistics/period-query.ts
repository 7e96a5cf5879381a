import { z } from 'zod';
import { blankAsAbsent } from '../schemas/paging.ts';
import { orderedTimeRange } from '../schemas/time-range.ts';
import { isDateString } from '../validators/date.ts';

const periodDate = (label: string) =>
  z.preprocess(blankAsAbsent, z.string().trim().refine(isDateString, `请输入正确的${label}（YYYY-MM-DD）`).optional());

/**
 * The filters the statistics share (docs/statistics.md): the period (records by their
 * determination date, requests by the day they were submitted; either end may be left open) and
 * the enterprise type (a code of the enterpriseType dictionary).
 */
export const periodFields = {
  periodStart: periodDate('统计开始日期'),
  periodEnd: periodDate('统计结束日期'),
  enterpriseType: z.preprocess(blankAsAbsent, z.string().trim().max(20, '请选择正确的企业类型').optional()),
};

/** A period whose end is not before its start, with whatever else `shape` asks. */
export const withOrderedPeriod = <S extends z.ZodObject>(shape: S) =>
  orderedTimeRange(shape, ['periodStart', 'periodEnd'], '统计结束日期不能早于统计开始日期');

/** A statistics page's query: the period and the enterprise type. */
export const statisticsPeriodQuerySchema = withOrderedPeriod(z.object(periodFields));
export type StatisticsPeriodQuery = z.output<typeof statisticsPeriodQuerySchema>;
