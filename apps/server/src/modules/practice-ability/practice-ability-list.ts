import { ASSESSMENT_FILE_TITLE, practiceAbilityListSpec } from '@credit/rules';
import { and } from 'drizzle-orm';
import { practiceAbilities } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { numberOrNull } from '../../db/numeric.ts';
import {
  IMPORT_LIST_EXAMPLES,
  importListConditions,
  importListOrder,
  importRowColumns,
} from '../assessment/import-list.ts';
import { practiceAbilityPublishable } from './queries.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { practiceAbilityRowSchema } from '../assessment/import-row-schemas.ts';

const columns = {
  ...importRowColumns(practiceAbilities, practiceAbilityPublishable),
  ...aliasedColumns({
    examYear: practiceAbilities.examYear,
    examQuarter: practiceAbilities.examQuarter,
    examineeCount: practiceAbilities.examineeCount,
    unExamineeCount: practiceAbilities.unExamineeCount,
    averageScore: practiceAbilities.averageScore,
  }),
};

/** A list row as the API shows it (spec §3 Practice-ability import row); a raw cursor (export) reads the numeric as text. */
const present = (row: RowOf<typeof columns>) => withFields(row, { averageScore: numberOrNull(row.averageScore) });

/** 执业能力 import list: one row per enterprise and exam period (spec §2 screen 5). */
export const practiceAbilityList = defineList({
  method: 'GET',
  url: '/api/practiceability/page',
  permission: PERMISSIONS.practiceAbilityImport,
  tags: ['执业能力测评'],
  summary: '导入结果列表（每家企业每期一行；canPublish=1 可发布；format=xlsx 导出）',
  row: practiceAbilityRowSchema,
  spec: practiceAbilityListSpec,
  source: { table: practiceAbilities, id: practiceAbilities.id },
  columns,
  where: (filter) => and(...importListConditions(practiceAbilities, practiceAbilityPublishable, filter)),
  orderBy: importListOrder(practiceAbilities),
  presenter: () => present,
  export: {
    // 执业能力测评导入明细 + timestamp (spec §9).
    title: ASSESSMENT_FILE_TITLE.practiceAbilityExport,
  },
  examples: IMPORT_LIST_EXAMPLES,
});
