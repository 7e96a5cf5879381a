import type { Socket } from 'node:net';
import { deleteIdsSchema, MSG, type AssessmentKindKey } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { principalOf } from '../../platform/auth/guard.ts';
import type { Permission } from '../../platform/auth/permissions.ts';
import { ok } from '../../platform/envelope.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { readImportProgress, startImportProgress, type ReportProgress } from './import-progress.ts';
import { importUploadOf, type ImportUpload } from './import-upload.ts';
import { sendTemplate, type TemplateColumn } from './import-template.ts';

const IMPORT_FAILED = '导入失败，请稍后重试';
/** Longer than the import page waits for an answer (five minutes). */
const IMPORT_IDLE_LIMIT_MS = 10 * 60_000;
const progressId = z.string().regex(/^[\w-]{8,64}$/, '进度标识不正确');

export interface ImportRouteSpec {
  kind: AssessmentKindKey;
  /** e.g. /api/practiceability */
  basePath: string;
  tag: string;
  permission: Permission;
  template: () => Promise<readonly TemplateColumn[]>;
  importFile: (me: Principal, upload: ImportUpload, onProgress: ReportProgress) => Promise<string>;
  deleteRows: (me: Principal, ids: number[]) => Promise<void>;
}

/**
 * The calls both assessment imports share (spec §7): template download, import (multipart `File`,
 * with an optional progressId the page polls), its progress, and delete.
 */
export function registerImportRoutes(app: FastifyInstance, spec: ImportRouteSpec): void {
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const config = { permission: spec.permission };

  routes.get(
    `${spec.basePath}/download`,
    { config, schema: { tags: [spec.tag], summary: '下载导入模板（xlsx：表头、填写说明和示例行）' } },
    async (_request, reply) => sendTemplate(reply, await spec.template()),
  );

  routes.post(
    `${spec.basePath}/import`,
    {
      config,
      schema: {
        tags: [spec.tag],
        summary: '导入（multipart 字段 File，仅 xlsx；逐行校验并保存结果与原因）',
        consumes: ['multipart/form-data'],
        querystring: z.object({ progressId: progressId.optional() }),
      },
    },
    async (request) => {
      // The connection is silent while the rows are checked and saved: a large file may take longer
      // than the server's idle limit for a connection.
      // (Injected test requests have a stand-in socket without timers.)
      (request.raw.socket as Partial<Socket> | undefined)?.setTimeout?.(IMPORT_IDLE_LIMIT_MS);
      const me = principalOf(request);
      const filing = { progressId: request.query.progressId, userId: me.userId, kind: spec.kind };
      const progress = await startImportProgress(app.db, filing, request.log);
      try {
        const message = await spec.importFile(me, await importUploadOf(request), progress.report);
        await progress.finish({ finished: true, message });
        return ok(null, message);
      } catch (error) {
        await progress.finish({ finished: true, message: error instanceof AppError ? error.message : IMPORT_FAILED });
        throw error;
      }
    },
  );

  routes.get(
    `${spec.basePath}/import/progress`,
    {
      config,
      schema: {
        tags: [spec.tag],
        summary: '导入进度（已读取行数）',
        querystring: z.object({ progressId }),
      },
    },
    async (request) => {
      const filing = { progressId: request.query.progressId, userId: principalOf(request).userId, kind: spec.kind };
      return ok((await readImportProgress(app.db, filing)) ?? null);
    },
  );

  routes.delete(
    `${spec.basePath}/delete`,
    {
      config,
      schema: { tags: [spec.tag], summary: '删除（仅可发布的数据；已发布或待审核的不能删除）', body: deleteIdsSchema },
    },
    async (request) => {
      await spec.deleteRows(principalOf(request), request.body);
      return ok(null, MSG.deleted);
    },
  );
}
