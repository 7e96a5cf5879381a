import { MSG } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { sendStoredFile } from '../../platform/files/index.ts';
import { ENTERPRISE_FORBIDDEN, readableEnterpriseId } from '../enterprise/enterprise-access.ts';
import { findAnnex } from './annex-queries.ts';
import { annexStorage } from './annex-storage.ts';
import { annexTypesOf } from './annex-type-queries.ts';

const annexTypeItem = z.object({
  name: z.string(),
  fileFormatValue: z.string(),
  fileSize: z.number().int(),
  required: z.boolean(),
});

export const annexRoutes: FastifyPluginAsyncZod = async (app) => {
  const storage = annexStorage(app.config);

  app.get(
    '/api/annex/multip',
    {
      // Public: the registration page shows the same upload rules before anyone is signed in.
      config: { permission: PERMISSIONS.public },
      schema: {
        tags: ['附件'],
        summary: '附件类型列表（格式、大小上限 KB）',
        querystring: z.object({ type: z.string().trim().min(1, '请指定附件类别').max(40) }),
        response: { 200: envelopeSchema(z.array(annexTypeItem)) },
      },
    },
    async (request) =>
      ok(
        (await annexTypesOf(app.db, request.query.type)).map(({ fileSizeKb, ...type }) => ({
          ...type,
          fileSize: fileSizeKb,
        })),
      ),
  );

  app.get(
    '/api/annex/file/:id',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['附件'],
        summary: '查看或下载附件（图片与 pdf 内嵌显示，download=1 下载）',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({ download: z.enum(['0', '1']).default('0') }),
      },
    },
    async (request, reply) => {
      const annex = await findAnnex(app.db, request.params.id);
      if (!annex) throw new AppError(MSG.notFound, { statusCode: 404 });
      const me = principalOf(request);
      if (annex.enterpriseId !== null) readableEnterpriseId(me, annex.enterpriseId);
      // A file of no enterprise belongs to the management side.
      else if (me.kind === 'enterprise') throw new AppError(ENTERPRISE_FORBIDDEN, { statusCode: 403 });
      return sendStoredFile(reply, {
        storage,
        key: annex.storageKey,
        fileName: annex.fileName,
        inline: request.query.download === '0',
      });
    },
  );
};
