import { practiceAbilityPageQuerySchema, pagingQuerySchema } from '@credit/rules';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { practiceAbilities } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok, pageOf, pageSchema } from '../../platform/envelope.ts';
import { deleteImportedRows } from '../assessment/delete-rows.ts';
import type { ImportProgressBoard } from '../assessment/import-progress.ts';
import { registerImportRoutes } from '../assessment/import-routes.ts';
import { exportFormat } from '../system/id-param.ts';
import { EXAM_TEMPLATE } from './exam-columns.ts';
import { exportPracticeAbilities, presentPracticeAbility } from './export.ts';
import { importPracticeAbility } from './import-service.ts';
import { findExamPage, findPracticeAbilityPage, PRACTICE_ABILITY_RELATION } from './queries.ts';

const TAG = '执业能力测评';

/** One examinee's result as the detail page lists it. */
const examDetail = z.object({
  id: z.number(),
  rowNumber: z.number(),
  candidateName: z.string(),
  enterpriseName: z.string(),
  paperName: z.string(),
  examAddress: z.string(),
  examStartTime: z.string().nullable(),
  examEndTime: z.string().nullable(),
  scoreValue: z.number().nullable(),
  absent: z.boolean(),
  result: z.boolean(),
  reason: z.string().nullable(),
  createTime: z.string(),
});

/** 执业能力 import list, examinee details, template, import and delete (spec §2 screen 5, §7). */
export const practiceAbilityRoutes: FastifyPluginAsyncZod<{ board: ImportProgressBoard }> = async (app, { board }) => {
  const config = { permission: PERMISSIONS.practiceAbilityImport };

  app.get(
    '/api/practiceability/page',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '导入结果列表（每家企业每期一行；canPublish=1 可发布；format=xlsx 导出）',
        querystring: practiceAbilityPageQuerySchema.safeExtend(exportFormat),
      },
    },
    async (request, reply) => {
      const { format, pageIndex, pageSize, ...filter } = request.query;
      if (format === 'xlsx') return exportPracticeAbilities(app.db, filter, reply);
      const { rows, total } = await findPracticeAbilityPage(app.db, filter, { pageIndex, pageSize });
      return ok(pageOf(rows.map(presentPracticeAbility), total, { pageIndex, pageSize }));
    },
  );

  app.get(
    '/api/practiceability/detailpage',
    {
      config,
      schema: {
        tags: [TAG],
        summary: '考生成绩明细（分页）',
        querystring: pagingQuerySchema.extend({ id: z.coerce.number({ error: '请指定企业结果' }).int().positive() }),
        response: { 200: envelopeSchema(pageSchema(examDetail)) },
      },
    },
    async (request) => {
      const { id, pageIndex, pageSize } = request.query;
      const { rows, total } = await findExamPage(app.db, id, { pageIndex, pageSize });
      return ok(pageOf(rows, total, { pageIndex, pageSize }));
    },
  );

  registerImportRoutes(app, board, {
    kind: 'practiceAbility',
    basePath: '/api/practiceability',
    tag: TAG,
    permission: PERMISSIONS.practiceAbilityImport,
    template: () => Promise.resolve(EXAM_TEMPLATE),
    importFile: (me, upload, onProgress) => importPracticeAbility(app.db, me, upload, onProgress),
    deleteRows: (ids) =>
      deleteImportedRows(
        app.db,
        { table: practiceAbilities, id: practiceAbilities.id, relation: PRACTICE_ABILITY_RELATION },
        ids,
      ),
  });
};
