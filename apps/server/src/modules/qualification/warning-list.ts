import {
  labelOf,
  QUALIFICATION_LEVEL,
  qualificationWarningListSpec,
  DEDUCTION_AFTER_SHORT_MONTHS,
} from '@credit/rules';
import { and, asc, eq, or } from 'drizzle-orm';
import { z } from 'zod';
import { enterprises, qualificationStaffing } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { divisionName } from '../general/division-tree.ts';
import { inWarning } from './latest-month.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** Screen 8: the enterprises short of registered cost engineers in the latest month evaluated. */
export const qualificationWarningList = defineList({
  method: 'GET',
  url: '/Qualification/GetAllQualificationList',
  permission: PERMISSIONS.qualificationWarning,
  tags: ['资质预警'],
  summary: '资质预警列表：最近一次月度评估注册造价工程师人数不足的企业（Data.PageData；format=xlsx 导出）',
  shape: 'legacy',
  spec: qualificationWarningListSpec,
  row: z.object({
    Id: z.number(),
    Address: z.string(),
    EnterpriseName: z.string(),
    TitleRank: z.string(),
    qualificationLevel: z.number(),
    actualCount: z.number(),
    requiredCount: z.number(),
    warningStartDate: z.string(),
    shortMonths: z.number(),
    /** Short long enough that the base points are deducted. */
    deducted: z.boolean(),
  }),
  source: {
    table: qualificationStaffing,
    id: qualificationStaffing.id,
    joins: [{ table: enterprises, on: eq(enterprises.id, qualificationStaffing.enterpriseId) }],
  },
  columns: {
    ...aliasedColumns({
      Id: qualificationStaffing.enterpriseId,
      EnterpriseName: enterprises.enterpriseName,
      area: enterprises.area,
      qualificationLevel: qualificationStaffing.qualificationLevel,
      actualCount: qualificationStaffing.actualCount,
      requiredCount: qualificationStaffing.requiredCount,
      shortMonths: qualificationStaffing.shortMonths,
    }),
    warningStartDate: dateText(qualificationStaffing.warningSince).as('warningStartDate'),
  },
  where: (filter) =>
    and(
      inWarning,
      filter.enterpriseName
        ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
        : undefined,
      filter.item ? eq(qualificationStaffing.qualificationLevel, filter.item) : undefined,
      filter.inPark === undefined ? undefined : eq(enterprises.inPark, filter.inPark === 1),
      filter.address
        ? or(
            eq(enterprises.province, filter.address),
            eq(enterprises.area, filter.address),
            eq(enterprises.county, filter.address),
          )
        : undefined,
    ),
  // The longest-running warning first.
  orderBy: [asc(qualificationStaffing.warningSince), asc(qualificationStaffing.id)],
  presenter: () => (row) =>
    withFields(row, {
      area: undefined,
      warningStartDate: row.warningStartDate ?? '',
      Address: divisionName(row.area),
      TitleRank: labelOf(QUALIFICATION_LEVEL, row.qualificationLevel),
      deducted: row.shortMonths >= DEDUCTION_AFTER_SHORT_MONTHS,
    }),
  export: {
    title: '资质预警',
  },
  examples: { enterpriseName: '华信', item: '1', address: '460106', inPark: '1' },
});
