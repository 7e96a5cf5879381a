import { monthSchema, qualificationPreviewQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, legacyEnvelopeSchema, legacyOk, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { evaluateStaffing } from './staffing-evaluation.ts';
import { qualificationStaffList } from './staff-list.ts';
import { qualificationWarningList } from './warning-list.ts';
import {
  qualificationPreview,
  qualificationPreviewSchema,
  qualificationStatistics,
  qualificationStatisticsSchema,
} from './warning-service.ts';

const tags = ['资质预警'];
const warnings = { permission: PERMISSIONS.qualificationWarning };

/**
 * Qualification warnings (screen 8, dataBoard_warning; docs/scoring.md): the monthly staffing
 * evaluation's short enterprises, their statistics, one enterprise's months and the staff counted.
 */
export const qualificationRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, qualificationWarningList);
  registerList(app, qualificationStaffList);

  app.get(
    '/Qualification/GetQualificationPreview',
    {
      config: warnings,
      schema: {
        tags,
        summary: '企业资质预警详情：最近一次评估及逐月评估记录（Data.qualification、Data.qualificationHistory）',
        querystring: qualificationPreviewQuerySchema,
        response: { 200: legacyEnvelopeSchema(qualificationPreviewSchema) },
      },
    },
    async (request) => legacyOk(await qualificationPreview(app.db, request.query.Id)),
  );

  app.get(
    '/Qualification/GetQualificationStatistics',
    {
      config: warnings,
      schema: {
        tags,
        summary: '资质预警统计：按资质等级、按区县的预警企业数（Data）',
        response: { 200: legacyEnvelopeSchema(qualificationStatisticsSchema) },
      },
    },
    async (request) => legacyOk(await qualificationStatistics(app.db, principalOf(request))),
  );

  app.put(
    '/Qualification/EvaluateStaffing',
    {
      config: { permission: PERMISSIONS.systemStandards },
      schema: {
        tags,
        summary: '按月评估注册造价工程师人数（每月1日自动执行；可指定月份重新评估），并重算相关企业信用分',
        querystring: z.object({ month: monthSchema }),
        response: { 200: envelopeSchema(z.number()) },
      },
    },
    async (request) => {
      const evaluated = await app.db.transaction((tx) => evaluateStaffing(tx, request.query.month));
      return ok(evaluated, `已评估${evaluated}家企业`);
    },
  );
};
