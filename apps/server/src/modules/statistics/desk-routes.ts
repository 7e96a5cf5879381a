import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { keptFor } from '../../platform/kept-for.ts';
import { registerStatistics } from '../../platform/statistics/statistics-route.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import type { DayRange } from './desk-flow.ts';
import { periodOf } from './desk-months.ts';
import { deskFor, deskStatistics, deskStatisticsQuerySchema, deskStatisticsSchema } from './desk-statistics.ts';
import { deskKey, reviewDeskTerms } from './desk-terms.ts';
import { performance, performanceQuerySchema, performanceSchema } from './performance-statistics.ts';

/**
 * The desks' figures are counted afresh at most every 30 seconds per period (办理效率) or per desk
 * (its page), readers meanwhile answered with the last count (never one older than 5 minutes):
 * a desk's figures are the same whoever works it (desk-items-from.ts).
 */
export const DESK_FIGURES_FRESH_MS = 30_000;

/**
 * The desks' work statistics (docs/statistics-desks.md): dataBoard_Performance over every review
 * desk, and each desk's own page (`<desk route>_emattersecharts`), open to whoever works the desk.
 */
export const deskStatisticsRoutes: FastifyPluginAsyncZod<{ items: FlowItemsByKey }> = async (app, { items }) => {
  const desks = reviewDeskTerms(items);
  const keptPerformance = keptFor(DESK_FIGURES_FRESH_MS, (db: Database, period: string) =>
    performance(db, desks, JSON.parse(period) as DayRange),
  );
  const keptDesk = keptFor(DESK_FIGURES_FRESH_MS, (db: Database, key: string) =>
    deskStatistics(
      db,
      desks.find((terms) => deskKey(terms.desk) === key)!,
    ),
  );

  registerStatistics(app, {
    url: '/api/statistics/performance',
    permission: PERMISSIONS.statisticsPerformance,
    title: '办理效率',
    summary: '办理效率：各审核岗位每月收件、办结、退回、办结用时（工作日，平均与90%）及当前待办与超期',
    query: performanceQuerySchema,
    answer: performanceSchema,
    // Kept per period with its open ends read (this year so far is one key however it is asked).
    compute: (db, query) => {
      const { from, to } = periodOf(query);
      return keptPerformance(db, JSON.stringify({ from, to }));
    },
    heading: (query) => `统计期间：${query.periodStart ?? '本年初'} 至 ${query.periodEnd ?? '今日'}`,
  });

  // The desk's own permission is checked once the desk is known (deskFor): 403 to anyone else.
  registerStatistics(app, {
    url: '/api/statistics/desk',
    permission: PERMISSIONS.authenticated,
    title: '岗位统计',
    summary: '岗位统计：一个审核岗位（desk=流程:岗位）近12个月的收件、办结、退回，当前待办的等待时长与等待最久的事项',
    query: deskStatisticsQuerySchema,
    answer: deskStatisticsSchema,
    compute: (db, query, me) => keptDesk(db, deskKey(deskFor(desks, query.desk, me).desk)),
    heading: (query) =>
      `岗位：${desks.find((terms) => deskKey(terms.desk) === query.desk)?.desk.title ?? query.desk}；近12个月`,
  });
};
