import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { enterpriseList } from './enterprise-list.ts';
import { hasCommitLetter } from './service.ts';

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

  registerList(app, enterpriseList);
};
