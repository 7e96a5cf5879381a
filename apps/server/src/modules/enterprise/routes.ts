import { blankAsAbsent, pagingQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok, pageSchema } from '../../platform/envelope.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { exportEnterprises, hasCommitLetter, listEnterprises } from './service.ts';

const QUALIFICATION_MESSAGE = '请选择正确的资质等级';

const enterpriseInquireQuery = pagingQuerySchema.extend({
  enterpriseName: z.string().trim().max(50).optional(),
  socialCreditCode: z.string().trim().max(18).optional(),
  qualificationLevel: z.preprocess(
    blankAsAbsent,
    z.coerce.number({ error: QUALIFICATION_MESSAGE }).int(QUALIFICATION_MESSAGE).min(1, QUALIFICATION_MESSAGE).max(3, QUALIFICATION_MESSAGE).optional(),
  ),
  /** The division picked in the filter (province, city or district), as its code. */
  area: z
    .string()
    .trim()
    .regex(/^(\d{6}|\d{9})?$/, '请选择正确的地区')
    .optional(),
  format: z.enum(['json', 'xlsx']).default('json'),
});

const enterpriseListRow = z.object({
  id: z.number(),
  enterpriseName: z.string(),
  socialCreditCode: z.string(),
  qualificationLevel: z.number().nullable(),
  qualificationLevelDescription: z.string(),
  enterpriseType: z.string(),
  county: z.string(),
  contactPerson: z.string(),
  contactPhone: z.string(),
});

export const enterpriseRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/enterprise/checkenterprisecommitletter',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['企业'],
        summary: '企业是否已提交承诺书（非企业用户恒为 true）',
        response: { 200: envelopeSchema(z.boolean()) },
      },
    },
    async (request) => {
      const { enterpriseId, kind } = principalOf(request);
      return ok(kind !== 'enterprise' || (enterpriseId !== null && (await hasCommitLetter(app.db, enterpriseId))));
    },
  );

  app.get(
    '/api/enterprise/page',
    {
      config: { permission: PERMISSIONS.enterpriseInquire },
      schema: {
        tags: ['企业'],
        summary: '企业查询列表（分页；format=xlsx 导出）',
        querystring: enterpriseInquireQuery,
        response: { 200: envelopeSchema(pageSchema(enterpriseListRow)) },
      },
    },
    async (request, reply) => {
      const { format, pageIndex, pageSize, ...filter } = request.query;
      if (format === 'xlsx') return exportEnterprises(app.db, filter, reply);
      return ok(await listEnterprises(app.db, filter, { pageIndex, pageSize }));
    },
  );
};
