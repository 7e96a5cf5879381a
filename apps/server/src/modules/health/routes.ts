import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { checkDatabase } from './service.ts';

const healthSchema = z.object({
  status: z.enum(['ok', 'degraded']),
  database: z.object({ state: z.enum(['up', 'down']), latencyMs: z.number() }),
  uptimeSeconds: z.number(),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/healthz',
    {
      config: { permission: PERMISSIONS.public, rateLimit: false },
      schema: { tags: ['平台'], summary: '运行状态（含数据库）', response: { 200: healthSchema, 503: healthSchema } },
    },
    async (_request, reply) => {
      const database = await checkDatabase(app.db);
      const body = {
        status: database.state === 'up' ? ('ok' as const) : ('degraded' as const),
        database,
        uptimeSeconds: Math.round(process.uptime()),
      };
      return reply.status(database.state === 'up' ? 200 : 503).send(body);
    },
  );
};
