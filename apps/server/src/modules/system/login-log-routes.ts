import { loginLogFilterSchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok, pageSchema } from '../../platform/envelope.ts';
import { exportFormat } from './id-param.ts';
import { exportLoginLogs, listLoginLogs } from './login-log-service.ts';

const loginLogRow = z.object({
  id: z.number(),
  username: z.string(),
  roleName: z.string(),
  provider: z.string(),
  providerDescription: z.string(),
  ip: z.string(),
  userAgent: z.string(),
  success: z.boolean(),
  resultDescription: z.string(),
  reason: z.string(),
  loginTime: z.string(),
});

/** 登录日志: every sign-in attempt, newest first. */
export const systemLoginLogRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/system/loginlogs/page',
    {
      config: { permission: PERMISSIONS.systemLoginLog },
      schema: {
        tags: ['系统管理'],
        summary: '登录日志（分页；format=xlsx 导出）',
        querystring: loginLogFilterSchema.safeExtend(exportFormat),
        response: { 200: envelopeSchema(pageSchema(loginLogRow)) },
      },
    },
    async (request, reply) => {
      const { format, pageIndex, pageSize, ...filter } = request.query;
      if (format === 'xlsx') return exportLoginLogs(app.db, filter, reply);
      return ok(await listLoginLogs(app.db, filter, { pageIndex, pageSize }));
    },
  );
};
