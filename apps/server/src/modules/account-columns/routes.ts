import { LIST_COLUMNS_MSG, listColumnsBodySchema, listColumnsProblem, listKeySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { choicesOf, forgetChoice, saveChoice } from './column-choices.ts';

const choiceSchema = z.object({
  listKey: z.string(),
  /** The field keys shown, in their order. */
  columns: z.array(z.string()),
});
const listParams = z.object({ listKey: listKeySchema });
/** Every signed-in user keeps their own choices; no call reaches another user's. */
const own = { permission: PERMISSIONS.authenticated };
const tags = ['账号'];

/** 列设置 and the badnessColumn page: the columns each user shows of each list, in their order (docs/lists.md). */
export const accountColumnsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/account/listcolumns',
    {
      config: own,
      schema: { tags, summary: '我的列设置（全部列表）', response: { 200: envelopeSchema(z.array(choiceSchema)) } },
    },
    async (request) => ok(await choicesOf(app.db, principalOf(request).userId)),
  );

  app.get(
    '/api/account/listcolumns/:listKey',
    {
      config: own,
      schema: {
        tags,
        summary: '我的列设置（一个列表；未设置时为 null）',
        params: listParams,
        response: { 200: envelopeSchema(choiceSchema.nullable()) },
      },
    },
    async (request) => {
      const [choice] = await choicesOf(app.db, principalOf(request).userId, request.params.listKey);
      return ok(choice ?? null);
    },
  );

  app.put(
    '/api/account/listcolumns/:listKey',
    {
      config: own,
      schema: {
        tags,
        summary: '保存列设置：显示的列，按顺序',
        params: listParams,
        body: listColumnsBodySchema,
        response: { 200: envelopeSchema(choiceSchema) },
      },
    },
    async (request) => {
      const { listKey } = request.params;
      const { columns } = request.body;
      const problem = listColumnsProblem(listKey, columns);
      if (problem) throw new AppError(problem, { statusCode: 400, fieldErrors: { columns: problem } });
      await saveChoice(app.db, principalOf(request).userId, { listKey, columns });
      return ok({ listKey, columns }, LIST_COLUMNS_MSG.saved);
    },
  );

  app.delete(
    '/api/account/listcolumns/:listKey',
    {
      config: own,
      schema: { tags, summary: '恢复默认列', params: listParams, response: { 200: envelopeSchema(z.null()) } },
    },
    async (request) => {
      await forgetChoice(app.db, principalOf(request).userId, request.params.listKey);
      return ok(null, LIST_COLUMNS_MSG.reset);
    },
  );
};
