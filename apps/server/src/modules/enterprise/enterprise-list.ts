import { enterpriseListSpec, labelOf, maskPhone, QUALIFICATION_LEVEL } from '@credit/rules';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { nameContains, setsOnly } from '../../platform/list/name-search.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { enterpriseNamePairIndex } from './enterprise-name-pairs.ts';

const columns = aliasedColumns({
  id: enterprises.id,
  enterpriseName: enterprises.enterpriseName,
  socialCreditCode: enterprises.socialCreditCode,
  qualificationLevel: enterprises.qualificationLevel,
  enterpriseType: enterprises.enterpriseType,
  county: enterprises.county,
  contactPerson: enterprises.contactPerson,
  contactPhone: enterprises.contactPhone,
});

const present = (row: RowOf<typeof columns>) =>
  withFields(row, {
    qualificationLevelDescription: row.qualificationLevel
      ? labelOf(QUALIFICATION_LEVEL, row.qualificationLevel)
      : '招标代理',
    contactPhone: maskPhone(row.contactPhone),
  });

/** 企业查询 (spec §2 screen 1). */
export const enterpriseList = defineList({
  method: 'GET',
  url: '/api/enterprise/page',
  permission: PERMISSIONS.enterpriseInquire,
  tags: ['企业'],
  summary: '企业查询列表（分页；format=xlsx 导出）',
  spec: enterpriseListSpec,
  row: z.object({
    id: z.number(),
    enterpriseName: z.string(),
    socialCreditCode: z.string(),
    qualificationLevel: z.number().nullable(),
    qualificationLevelDescription: z.string(),
    enterpriseType: z.string(),
    county: z.string(),
    contactPerson: z.string(),
    contactPhone: z.string(),
  }),
  source: { table: enterprises, id: enterprises.id },
  columns,
  where: (filter) =>
    and(
      filter.enterpriseName
        ? nameContains(enterprises.nameGrams, filter.enterpriseName, enterprises.enterpriseName)
        : undefined,
      filter.keyword
        ? or(
            nameContains(enterprises.nameGrams, filter.keyword, enterprises.enterpriseName),
            eq(enterprises.socialCreditCode, filter.keyword.toUpperCase()),
          )
        : undefined,
      filter.inPark === undefined ? undefined : eq(enterprises.inPark, filter.inPark === 1),
      filter.socialCreditCode ? eq(enterprises.socialCreditCode, filter.socialCreditCode.toUpperCase()) : undefined,
      filter.qualificationLevel ? eq(enterprises.qualificationLevel, filter.qualificationLevel) : undefined,
      filter.enterpriseType ? eq(enterprises.enterpriseType, filter.enterpriseType) : undefined,
      filter.area
        ? or(
            eq(enterprises.province, filter.area),
            eq(enterprises.area, filter.area),
            eq(enterprises.county, filter.area),
          )
        : undefined,
    ),
  // A two-character name, alone or with the level, is read from the name's pairs in the list's order.
  idIndex: (filter) =>
    setsOnly(filter, ['enterpriseName', 'qualificationLevel'])
      ? enterpriseNamePairIndex(filter.enterpriseName, filter.qualificationLevel)
      : undefined,
  orderBy: [sql`${enterprises.id}`],
  presenter: () => present,
  export: { title: '企业查询' },
  examples: {
    enterpriseName: '华信',
    keyword: '正衡',
    inPark: '1',
    socialCreditCode: '91460100MA5T000011',
    qualificationLevel: '1',
    enterpriseType: '1',
    area: '460100',
  },
});
