import { z } from 'zod';
import { pagingQuerySchema } from '../schemas/paging.ts';
import { periodFields, withOrderedPeriod } from '../statistics/period-query.ts';

/**
 * reportForms' filters (docs/dashboard.md): the statistics' period and enterprise type
 * (statistics/period-query.ts), paged.
 */
export const countyReportQuerySchema = withOrderedPeriod(pagingQuerySchema.extend(periodFields));
export type CountyReportQuery = z.output<typeof countyReportQuerySchema>;
