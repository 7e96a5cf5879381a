import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { countyReportList } from './county-report-list.ts';
import { dashboardSummary, dashboardSummarySchema } from './summary-service.ts';

/** dataBoard and reportForms (docs/dashboard.md): management's figures, charts and the report by county. */
export const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, countyReportList);

  app.get(
    '/api/dashboard/summary',
    {
      config: { permission: PERMISSIONS.dashboardView },
      schema: {
        tags: ['数据看板'],
        summary: '数据看板：企业、信用记录、待办、申诉、修复与资质预警的统计数字及图表数据',
        response: { 200: envelopeSchema(dashboardSummarySchema) },
      },
    },
    async () => ok(await dashboardSummary(app.db)),
  );
};
