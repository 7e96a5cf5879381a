import { scoreExplainQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { readableEnterpriseId } from '../enterprise/enterprise-access.ts';
import { costScoreRanking } from './ranking-list.ts';
import { explainScore } from './score-explain.ts';

const explanationSchema = z.object({
  enterpriseId: z.number(),
  enterpriseName: z.string(),
  date: z.string(),
  standardName: z.string(),
  score: z.number(),
  level: z.string(),
  parts: z.array(
    z.object({
      kind: z.enum(['base', 'record']),
      recordId: z.number().nullable(),
      registerNumber: z.string().nullable(),
      creditTypeDescription: z.string().nullable(),
      label: z.string(),
      points: z.number(),
      rule: z.string(),
    }),
  ),
});

/** The dynamic credit score (docs/scoring.md): the ranking and each score explained point by point. */
export const scoringRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, costScoreRanking);

  app.get(
    '/api/score/explain',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['信用评分'],
        summary: '企业某日的动态信用分及其构成：基础分与每条计分的信用记录，各项之和即总分',
        querystring: scoreExplainQuerySchema,
        response: { 200: envelopeSchema(explanationSchema) },
      },
    },
    async (request) => {
      const enterpriseId = readableEnterpriseId(principalOf(request), request.query.enterpriseId);
      return ok(await explainScore(app.db, enterpriseId, request.query.date));
    },
  );
};
