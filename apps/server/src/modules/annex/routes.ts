import { MSG } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import { annexPath } from '../../platform/files/annexes.ts';
import { sendStoredFile } from '../../platform/files/index.ts';
import { findAnnex } from './annex-queries.ts';
import { annexStorage } from './annex-storage.ts';
import { annexTypesOf } from './annex-type-queries.ts';

export const FILE_LINK_EXPIRED = '附件链接已失效，请刷新页面后重试';

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
        querystring: z.object({
          type: z.string({ error: '请指定附件类别' }).trim().min(1, '请指定附件类别').max(40, '请指定附件类别'),
        }),
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
      // Opened by <img> tags and new tabs, which send no bearer token: the signed link is the pass (issued to a signed-in user with the record, after its access check).
      // A signed link is its own limit; pages and documents show many of them at once.
      config: { permission: PERMISSIONS.public, rateLimit: false },
      schema: {
        tags: ['附件'],
        summary:
          '查看或下载附件（记录中给出的签名链接：签发给有权查看的登录用户，十分钟左右失效；图片与 pdf 内嵌显示，download=1 下载）',
        params: z.object({ id: z.coerce.number().int().positive() }),
        querystring: z.object({
          expires: z.coerce.number().int().default(0),
          user: z.coerce.number().int().default(0),
          signature: z.string().max(100).default(''),
          download: z.enum(['0', '1']).default('0'),
        }),
        response: { 403: envelopeSchema(z.null()).describe('签名链接无效或已过期') },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { expires, user, signature, download } = request.query;
      if (!app.fileUrls.verify(annexPath(id), { expires, user, signature }))
        throw new AppError(FILE_LINK_EXPIRED, { statusCode: 403 });
      const annex = await findAnnex(app.db, id);
      if (!annex) throw new AppError(MSG.notFound, { statusCode: 404 });
      return sendStoredFile(reply, {
        storage,
        key: annex.storageKey,
        fileName: annex.fileName,
        inline: download === '0',
      });
    },
  );
};
