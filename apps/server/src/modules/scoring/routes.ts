import {
  basicCreditQuerySchema,
  scoreExplainQuerySchema,
  scoringStandardFormSchema,
  STANDARD_MSG,
  standardIdQuerySchema,
} from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { enterpriseInScope } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA } from '../../platform/access/enterprise-data.ts';
import { basicCredit, basicCreditSchema } from './basic-credit.ts';
import { managementRanking } from './ranking-list.ts';
import { explainScore, scoreExplanationSchema } from './score-explain.ts';
import { standardList } from './standard-list.ts';
import { deleteStandard, publishStandard, saveStandard, whatIf, whatIfSchema } from './standard-service.ts';

const tags = ['信用评分'];
const standards = { permission: PERMISSIONS.systemStandards };

/**
 * The dynamic credit score (docs/scoring.md): the ranking, each score explained point by point, and
 * the scoring standards (standardsMgt) drafted, tried against every enterprise and published.
 */
export const scoringRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, managementRanking);
  registerList(app, standardList);

  for (const method of ['POST', 'PUT'] as const)
    app.route({
      method,
      url: '/api/scoring/standard',
      config: standards,
      schema: {
        tags,
        summary: method === 'POST' ? '新增评价标准草稿' : '修改评价标准草稿（已发布的不能修改）',
        body: scoringStandardFormSchema,
        response: { 200: envelopeSchema(z.number()) },
      },
      handler: async (request) =>
        ok(await saveStandard(app.db, principalOf(request), request.body), STANDARD_MSG.saved),
    });

  app.delete(
    '/api/scoring/standard',
    { config: standards, schema: { tags, summary: '删除评价标准草稿', querystring: standardIdQuerySchema } },
    async (request) => {
      await deleteStandard(app.db, principalOf(request), request.query.id);
      return ok(null, STANDARD_MSG.deleted);
    },
  );

  app.put(
    '/api/scoring/standard/publish',
    {
      config: standards,
      schema: { tags, summary: '发布评价标准：此后不能修改；自生效日起计分', querystring: standardIdQuerySchema },
    },
    async (request) => {
      await publishStandard(app.db, principalOf(request), request.query.id);
      return ok(null, STANDARD_MSG.publishedOk);
    },
  );

  app.get(
    '/api/scoring/standard/whatif',
    {
      config: standards,
      schema: {
        tags,
        summary: '试算：按该标准计算全部企业，现等级 × 新等级的企业数及变化最大的企业',
        querystring: standardIdQuerySchema,
        response: { 200: envelopeSchema(whatIfSchema) },
      },
    },
    async (request) => ok(await whatIf(app.db, request.query.id)),
  );

  app.get(
    '/api/credit/basic',
    {
      config: { permission: PERMISSIONS.creditBasic },
      schema: {
        tags,
        summary: '基础信用信息：企业身份、动态信用分与等级及其构成、有效的良好/不良记录数、最近的信用记录',
        querystring: basicCreditQuerySchema,
        response: { 200: envelopeSchema(basicCreditSchema) },
      },
    },
    async (request) =>
      ok(
        await basicCredit(app.db, enterpriseInScope(principalOf(request), ENTERPRISE_DATA, request.query.enterpriseId)),
      ),
  );

  app.get(
    '/api/score/explain',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags,
        summary: '企业某日的动态信用分及其构成：基础分与每条计分的信用记录，各项之和即总分',
        querystring: scoreExplainQuerySchema,
        response: { 200: envelopeSchema(scoreExplanationSchema) },
      },
    },
    async (request) => {
      const enterpriseId = enterpriseInScope(principalOf(request), ENTERPRISE_DATA, request.query.enterpriseId);
      return ok(await explainScore(app.db, enterpriseId, request.query.date));
    },
  );
};
