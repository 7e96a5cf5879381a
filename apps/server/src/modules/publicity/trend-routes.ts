import { creditTrendQuerySchema, entyLevelQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { creditTrend, creditTrendSchema, levelTrend, levelTrendSchema } from './credit-trend.ts';

const tags = ['信用趋势'];
/** Public: the public enterprise page shows the trend; its records as the public record detail shows them, without files. */
const publicCall = { permission: PERMISSIONS.public };

/** Screen 11: an enterprise's credit score trend and level trend (spec §7). */
export const creditTrendRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/publicity/trend',
    {
      config: publicCall,
      schema: {
        tags,
        summary: '企业信用分趋势：月度（当年12个月）、季度（4个季度）、年度（近5年），及期间计分的信用记录',
        querystring: creditTrendQuerySchema,
        response: { 200: envelopeSchema(creditTrendSchema) },
      },
    },
    async (request) => ok(await creditTrend(app.readDb, request.query)),
  );

  app.get(
    '/api/publicity/EntyLevel',
    {
      config: publicCall,
      schema: {
        tags,
        summary: '企业信用等级趋势：近12个月月末的等级（C、B、B+、A 等级趋势刻度）',
        querystring: entyLevelQuerySchema,
        response: { 200: envelopeSchema(levelTrendSchema) },
      },
    },
    async (request) => ok(await levelTrend(app.readDb, request.query.enterpriseId)),
  );
};
