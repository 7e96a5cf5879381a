import type { PassRatePageBody } from '@credit/rules';
import { and, eq, type SQL } from 'drizzle-orm';
import { recordPassRateReleaseRelations, recordPassRates } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { importList, importListConditions, importRowColumns, type ImportRowBase } from '../assessment/import-list.ts';
import { publishable, type RowRelation } from '../assessment/publishable.ts';

export type PassRateFilter = Omit<PassRatePageBody, 'pageIndex' | 'pageSize'>;

export const PASS_RATE_RELATION: RowRelation = {
  table: recordPassRateReleaseRelations,
  releaseId: recordPassRateReleaseRelations.releaseId,
  rowId: recordPassRateReleaseRelations.recordPassRateId,
};

export const passRatePublishable = publishable(recordPassRates, PASS_RATE_RELATION);

function whereOf(filter: PassRateFilter): SQL | undefined {
  return and(
    ...importListConditions(recordPassRates, passRatePublishable, filter),
    filter.year ? eq(recordPassRates.registerYear, filter.year) : undefined,
    filter.quarter ? eq(recordPassRates.quarter, filter.quarter) : undefined,
  );
}

const listColumns = {
  ...importRowColumns(recordPassRates, passRatePublishable),
  ...aliasedColumns({
    registerYear: recordPassRates.registerYear,
    quarter: recordPassRates.quarter,
    grade: recordPassRates.grade,
  }),
};

export type PassRateListRow = ImportRowBase & {
  registerYear: number;
  quarter: number;
  grade: string;
};

const list = importList<PassRateListRow, PassRateFilter>(recordPassRates, listColumns, whereOf);

export const findPassRatePage = list.page;
export const passRateListSql = list.sql;
