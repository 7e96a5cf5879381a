import { ASSESSMENT_FILE_TITLE, labelOf, passRateListSpec, QUARTER } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import { recordPassRates } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import {
  IMPORT_LIST_EXAMPLES,
  importListConditions,
  importListOrder,
  importRowColumns,
} from '../assessment/import-list.ts';
import { passRatePublishable } from './queries.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { passRateRowSchema } from '../assessment/import-row-schemas.ts';

const columns = {
  ...importRowColumns(recordPassRates, passRatePublishable),
  ...aliasedColumns({
    registerYear: recordPassRates.registerYear,
    quarter: recordPassRates.quarter,
    grade: recordPassRates.grade,
  }),
};

/** A list row as the API shows it (spec §3 Pass-rate import row); a year or quarter that could not be read shows blank. */
const present = (row: RowOf<typeof columns>) =>
  withFields(row, {
    registerYear: row.registerYear || null,
    quarterDescription: labelOf(QUARTER, row.quarter) || '',
    levelDescription: row.grade,
  });

/** 备案一次性通过率 import list (spec §2 screen 6); the filter comes in a POST body (spec §7). */
export const passRateList = defineList({
  method: 'POST',
  url: '/api/recordpassrate/page',
  permission: PERMISSIONS.passRateImport,
  tags: ['备案一次性通过率'],
  summary: '导入结果列表（canPublish=1 可发布；format=xlsx 导出）',
  row: passRateRowSchema,
  spec: passRateListSpec,
  source: { table: recordPassRates, id: recordPassRates.id },
  columns,
  where: (filter) =>
    and(
      ...importListConditions(recordPassRates, passRatePublishable, filter),
      filter.year ? eq(recordPassRates.registerYear, filter.year) : undefined,
      filter.quarter ? eq(recordPassRates.quarter, filter.quarter) : undefined,
    ),
  orderBy: importListOrder(recordPassRates),
  presenter: () => present,
  export: {
    // 企业一次备案通过率导入明细 + timestamp (spec §9).
    title: ASSESSMENT_FILE_TITLE.passRateExport,
  },
  examples: { ...IMPORT_LIST_EXAMPLES, year: 2025, quarter: 1 },
});
