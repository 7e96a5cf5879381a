import { appointSortQuerySchema, publicEnterpriseQuerySchema, publicRecordQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import {
  appointSort,
  appointSortRowSchema,
  enterpriseStanding,
  levelDistribution,
  levelDistributionSchema,
  standingSchema,
} from './enterprise-standing.ts';
import { enterpriseSearchList } from './enterprise-search-list.ts';
import { publicRanking } from './public-ranking.ts';
import { publicRecordDetail } from './public-record-detail.ts';
import { publicRecordRowSchema } from './public-record.ts';
import { recordPublicityList, registrationPublicityList } from './record-publicity-list.ts';
import { selfCheck, selfCheckSchema } from './self-check.ts';

const tags = ['信用公示'];
const config = { permission: PERMISSIONS.public };

/**
 * Scores move only when a record is decided or at night, so a public answer may be a minute old:
 * browsers and proxies keep successful reads that long and the database is asked less often.
 */
const PUBLIC_MAX_AGE_SECONDS = 60;

/** The public portal's calls (docs/public-portal.md): anyone may call them, without a token. */
export const publicityRoutes: FastifyPluginAsyncZod = async (app) => {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' && reply.statusCode === 200 && !reply.hasHeader('cache-control'))
      reply.header('Cache-Control', `public, max-age=${PUBLIC_MAX_AGE_SECONDS}`);
  });

  registerList(app, enterpriseSearchList);
  registerList(app, recordPublicityList);
  registerList(app, registrationPublicityList);
  registerList(app, publicRanking);

  app.get(
    '/api/publicity/record',
    {
      config,
      schema: {
        tags,
        summary: '一条信用记录的公开详情（公示期内或审核中）',
        querystring: publicRecordQuerySchema,
        response: { 200: envelopeSchema(publicRecordRowSchema) },
      },
    },
    async (request) => ok(await publicRecordDetail(app.readDb, request.query.id)),
  );

  app.get(
    '/api/publicity/levels',
    {
      config,
      schema: {
        tags,
        summary: '各信用等级的企业数（公开）',
        response: { 200: envelopeSchema(levelDistributionSchema) },
      },
    },
    async () => ok(await levelDistribution(app.readDb)),
  );

  app.get(
    '/api/publicity/enterpriselevel',
    {
      config,
      schema: {
        tags,
        summary: '一家企业当前的信用等级、动态信用分与排名（公开）',
        querystring: publicEnterpriseQuerySchema,
        response: { 200: envelopeSchema(standingSchema) },
      },
    },
    async (request) => ok(await enterpriseStanding(app.readDb, request.query.enterpriseId)),
  );

  app.get(
    '/api/publicity/appointsort',
    {
      config,
      schema: {
        tags,
        summary: '选定企业（ids，逗号分隔，最多20家）按综合信用分排序（公开）',
        querystring: appointSortQuerySchema,
        response: { 200: envelopeSchema(z.array(appointSortRowSchema)) },
      },
    },
    async (request) => ok(await appointSort(app.readDb, request.query.ids)),
  );

  app.get(
    '/api/publicity/selfcheck',
    {
      config,
      schema: {
        tags,
        summary: '平台自检：平台、数据库与两个统一身份认证是否可用（公开）',
        response: { 200: envelopeSchema(selfCheckSchema) },
      },
    },
    async (_request, reply) => {
      reply.header('Cache-Control', 'no-store');
      return ok(await selfCheck(app));
    },
  );
};
