import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { countyReportList } from './county-report-list.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { matterDesks } from '../todo/matters.ts';
import { ownDashboardOf, ownDashboardSchema } from './own-service.ts';
import { dashboardSummary, dashboardSummarySchema } from './summary-service.ts';

/**
 * dataBoard, dataBoard1 and reportForms (docs/dashboard.md): management's figures, charts and the
 * report by county, and each viewer's own scope (its desks' work counted from each flow's items).
 */
export const dashboardRoutes: FastifyPluginAsyncZod<{ items: FlowItemsByKey }> = async (app, { items }) => {
  const ownDashboard = ownDashboardOf(matterDesks(items));
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

  app.get(
    '/api/dashboard/own',
    {
      config: { permission: PERMISSIONS.dashboardOwn },
      schema: {
        tags: ['数据看板'],
        summary: '我的看板：本人范围（本企业、园区企业或全省）的统计数字、图表数据、待办与期限',
        response: { 200: envelopeSchema(ownDashboardSchema) },
      },
    },
    async (request) => ok(await ownDashboard(app.db, principalOf(request))),
  );
};
