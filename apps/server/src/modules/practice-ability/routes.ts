import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { practiceAbilities } from '../../db/schema/index.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { deleteImportedRows } from '../assessment/delete-rows.ts';
import { registerImportRoutes } from '../assessment/import-routes.ts';
import { EXAM_TEMPLATE } from './exam-columns.ts';
import { examList } from './exam-list.ts';
import { importPracticeAbility } from './import-service.ts';
import { practiceAbilityList } from './practice-ability-list.ts';
import { PRACTICE_ABILITY_RELATION } from './queries.ts';

const TAG = '执业能力测评';

/** 执业能力 import list, examinee details, template, import and delete (spec §2 screen 5, §7). */
export const practiceAbilityRoutes: FastifyPluginAsyncZod = async (app) => {
  // Documented with its row, which the answer is also stripped to.
  registerList(app, practiceAbilityList);
  registerList(app, examList);

  registerImportRoutes(app, {
    kind: 'practiceAbility',
    basePath: '/api/practiceability',
    tag: TAG,
    permission: PERMISSIONS.practiceAbilityImport,
    template: () => Promise.resolve(EXAM_TEMPLATE),
    importFile: (me, upload, onProgress) => importPracticeAbility(app.db, me, upload, onProgress),
    deleteRows: (me, ids) =>
      deleteImportedRows(
        app.db,
        me,
        {
          kind: 'practiceAbility',
          table: practiceAbilities,
          id: practiceAbilities.id,
          relation: PRACTICE_ABILITY_RELATION,
        },
        ids,
      ),
  });
};
