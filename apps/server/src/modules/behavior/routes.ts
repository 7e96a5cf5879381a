import { behaviorListQuerySchema, ratingScoreQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { shanghaiDateTimeText } from '../../platform/shanghai-time.ts';
import { catalogueTree, ratedLevel, versionInForce } from './catalogue-queries.ts';

const level = z.object({
  id: z.number(),
  name: z.string(),
  scoreValue: z.number(),
  validMonths: z.number(),
  publicityMonths: z.number(),
  minRepairMonths: z.number().nullable(),
  serious: z.boolean(),
});

const catalogue = z.object({
  versionId: z.number(),
  versionName: z.string(),
  effectiveDate: z.string(),
  categories: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      creditType: z.number(),
      creditTypeDescription: z.string(),
      contents: z.array(
        z.object({
          id: z.number(),
          name: z.string(),
          actor: z.number(),
          actorDescription: z.string(),
          needsInnovationAward: z.boolean(),
          levels: z.array(level),
        }),
      ),
    }),
  ),
});

const ratingScore = z.object({
  id: z.number(),
  scoreValue: z.number(),
  identifiedLevelName: z.string(),
  defaultLevel: z.boolean(),
  behaviorContentName: z.string(),
  behaviorCategoryName: z.string(),
  creditType: z.number(),
  creditTypeDescription: z.string(),
  actors: z.number(),
  actorsDescription: z.string(),
  needsInnovationAward: z.boolean(),
  validMonths: z.number(),
  publicityMonths: z.number(),
  minRepairMonths: z.number().nullable(),
  serious: z.boolean(),
  versionId: z.number(),
});

export const NO_STANDARD_IN_FORCE = '暂无生效的信用评价标准';
export const LEVEL_NOT_FOUND = '认定等级不存在';
export const ACTOR_MISMATCH = '该行为不适用于所选行为主体';

/**
 * The behaviour catalogue every credit record is scored by (spec §7 /Behavior/*): any signed-in
 * desk or enterprise reads it to fill in a record.
 */
export const behaviorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/Behavior/GetBehaviorList',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['信用评价标准'],
        summary:
          '现行信用行为标准：类别 → 行为内容 → 认定等级（behaviorType 信用类别 1 良好 2 不良；ratingType 企业类别 1 造价咨询 2 招标代理）',
        querystring: behaviorListQuerySchema,
        response: { 200: envelopeSchema(catalogue) },
      },
    },
    async (request) => {
      const today = shanghaiDateTimeText(new Date()).slice(0, 10);
      const version = await versionInForce(app.db, today);
      if (!version) throw new AppError(NO_STANDARD_IN_FORCE, { statusCode: 404 });
      const categories = await catalogueTree(app.db, version.id, {
        creditType: request.query.behaviorType,
        enterpriseKind: request.query.ratingType,
      });
      return ok({ versionId: version.id, versionName: version.name, effectiveDate: version.effectiveDate, categories });
    },
  );

  app.get(
    '/Behavior/GetRatingScore',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['信用评价标准'],
        summary: '认定等级的分值（Id 认定等级；actors 行为主体 1 单位 2 个人）',
        querystring: ratingScoreQuerySchema,
        response: { 200: envelopeSchema(ratingScore) },
      },
    },
    async (request) => {
      const rated = await ratedLevel(app.db, request.query.Id);
      if (!rated) throw new AppError(LEVEL_NOT_FOUND, { statusCode: 404 });
      if (request.query.actors !== undefined && request.query.actors !== rated.actors) {
        throw new AppError(ACTOR_MISMATCH, { fieldErrors: { actors: ACTOR_MISMATCH } });
      }
      return ok(rated);
    },
  );
};
