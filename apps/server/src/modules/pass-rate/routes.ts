import { passRatePageBodySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordPassRates } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { ok, pageOf } from '../../platform/envelope.ts';
import { passRateGradeRules } from '../assessment/bonus-rules.ts';
import { deleteImportedRows } from '../assessment/delete-rows.ts';
import { registerImportRoutes } from '../assessment/import-routes.ts';
import { exportFormat } from '../system/id-param.ts';
import { exportPassRates, presentPassRate } from './export.ts';
import { importPassRate } from './import-service.ts';
import { findPassRatePage, PASS_RATE_RELATION } from './queries.ts';
import { rateTemplate } from './rate-columns.ts';

const TAG = '备案一次性通过率';

/** 备案一次性通过率 import list, template, import and delete (spec §2 screen 6, §7). */
export const passRateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/api/recordpassrate/page',
    {
      config: { permission: PERMISSIONS.passRateImport },
      schema: {
        tags: [TAG],
        summary: '导入结果列表（canPublish=1 可发布；format=xlsx 导出）',
        body: passRatePageBodySchema.safeExtend(exportFormat),
      },
    },
    async (request, reply) => {
      const { format, pageIndex, pageSize, ...filter } = request.body;
      if (format === 'xlsx') return exportPassRates(app.db, filter, reply);
      const { rows, total } = await findPassRatePage(app.db, filter, { pageIndex, pageSize });
      return ok(pageOf(rows.map(presentPassRate), total, { pageIndex, pageSize }));
    },
  );

  registerImportRoutes(app, {
    kind: 'passRate',
    basePath: '/api/recordpassrate',
    tag: TAG,
    permission: PERMISSIONS.passRateImport,
    template: async () => rateTemplate([...(await passRateGradeRules(app.db)).keys()]),
    importFile: (me, upload, onProgress) => importPassRate(app.db, me, upload, onProgress),
    deleteRows: (ids) =>
      deleteImportedRows(app.db, { table: recordPassRates, id: recordPassRates.id, relation: PASS_RATE_RELATION }, ids),
  });
};
