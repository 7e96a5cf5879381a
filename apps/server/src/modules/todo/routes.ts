import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import type { FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import { matterDesks, mattersOf } from './matters.ts';

/** 待办事项 (theMatters): each desk's open items, from the flow registry and each flow's items. */
export const todoRoutes: FastifyPluginAsyncZod<{ items: FlowItemsByKey }> = async (app, { items }) => {
  const desks = matterDesks(items);
  app.get(
    '/api/creditregister/matters',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['信用记录'],
        summary: '待办事项：本人各审核岗位的待办数与各填报岗位被退回待修改的记录数',
        response: {
          200: envelopeSchema(
            z.array(
              z.object({
                key: z.string(),
                title: z.string(),
                route: z.string(),
                kind: z.enum(['review', 'returned']),
                count: z.number(),
              }),
            ),
          ),
        },
      },
    },
    async (request) => ok(await mattersOf(app.db, principalOf(request), desks)),
  );
};
