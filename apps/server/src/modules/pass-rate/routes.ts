import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { recordPassRates } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { passRateGradeRules } from '../assessment/bonus-rules.ts';
import { deleteImportedRows } from '../assessment/delete-rows.ts';
import { registerImportRoutes } from '../assessment/import-routes.ts';
import { importPassRate } from './import-service.ts';
import { passRateList } from './pass-rate-list.ts';
import { PASS_RATE_RELATION } from './queries.ts';
import { rateTemplate } from './rate-columns.ts';

const TAG = '备案一次性通过率';

/** 备案一次性通过率 import list, template, import and delete (spec §2 screen 6, §7). */
export const passRateRoutes: FastifyPluginAsyncZod = async (app) => {
  // Documented with its row, which the answer is also stripped to.
  registerList(app, passRateList);

  registerImportRoutes(app, {
    kind: 'passRate',
    basePath: '/api/recordpassrate',
    tag: TAG,
    permission: PERMISSIONS.passRateImport,
    template: async () => rateTemplate([...(await passRateGradeRules(app.db)).keys()]),
    importFile: (me, upload, onProgress) => importPassRate(app.db, me, upload, onProgress),
    deleteRows: (me, ids) =>
      deleteImportedRows(
        app.db,
        me,
        { kind: 'passRate', table: recordPassRates, id: recordPassRates.id, relation: PASS_RATE_RELATION },
        ids,
      ),
  });
};
