import type { FilterSpec } from '../lists/list-spec.ts';
import { dateRangeFilter, enterpriseTypeChoice, yearToDate } from '../lists/shared-fields.ts';

/**
 * The filters of the statistics pages and 统计报表 (docs/statistics.md): the period, this year so far
 * unless the user picks another, and the enterprise type (options read from the server).
 */
export const PERIOD_FILTERS = {
  period: { ...dateRangeFilter('统计期间'), defaultValue: yearToDate },
  enterpriseType: enterpriseTypeChoice,
} as const satisfies Record<string, FilterSpec>;
