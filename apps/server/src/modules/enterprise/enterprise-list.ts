import { blankAsAbsent, labelOf, maskPhone, pagingQuerySchema, QUALIFICATION_LEVEL } from '@credit/rules';
import { and, eq, or, sql } from 'drizzle-orm';
import { z } from 'zod';
import { enterpriseNamePairCounts, enterpriseNamePairs, enterprises } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { nameContains, searchedPair, setsOnly } from '../../platform/list/name-search.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const QUALIFICATION_MESSAGE = '请选择正确的资质等级';

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
  input: pagingQuerySchema.extend({
    enterpriseName: z.string().trim().max(50).optional(),
    /** The remote select's search text (spec §2 screen 13): the name or the social credit code. */
    keyword: z.string().trim().max(50).optional(),
    /** 1: park enterprises only (the park desk's choices). */
    inPark: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number()
        .pipe(z.literal([0, 1], { error: '请选择是否园区企业' }))
        .optional(),
    ),
    socialCreditCode: z.string().trim().max(18).optional(),
    qualificationLevel: z.preprocess(
      blankAsAbsent,
      z.coerce
        .number({ error: QUALIFICATION_MESSAGE })
        .int(QUALIFICATION_MESSAGE)
        .min(1, QUALIFICATION_MESSAGE)
        .max(3, QUALIFICATION_MESSAGE)
        .optional(),
    ),
    /** A code of the enterpriseType dictionary (the dashboard's figures per type open the list so). */
    enterpriseType: z.preprocess(blankAsAbsent, z.string().trim().max(20, '请选择正确的企业类型').optional()),
    /** The division picked in the filter (province, city or district), as its code. */
    area: z
      .string()
      .trim()
      .regex(/^(\d{6}|\d{9})?$/, '请选择正确的地区')
      .optional(),
  }),
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
  idIndex: (filter) => {
    const pair = searchedPair(filter.enterpriseName);
    if (!pair || !setsOnly(filter, ['enterpriseName', 'qualificationLevel'])) return undefined;
    return {
      table: enterpriseNamePairs,
      id: enterpriseNamePairs.enterpriseId,
      where: and(
        eq(enterpriseNamePairs.pair, pair),
        filter.qualificationLevel ? eq(enterpriseNamePairs.qualificationLevel, filter.qualificationLevel) : undefined,
      ),
      orderBy: [sql`${enterpriseNamePairs.enterpriseId}`],
      counted: {
        table: enterpriseNamePairCounts,
        n: enterpriseNamePairCounts.n,
        where: and(
          eq(enterpriseNamePairCounts.pair, pair),
          filter.qualificationLevel
            ? eq(enterpriseNamePairCounts.qualificationLevel, filter.qualificationLevel)
            : undefined,
        ),
      },
    };
  },
  orderBy: [sql`${enterprises.id}`],
  presenter: () => present,
  export: {
    title: '企业查询',
    columns: [
      { header: '企业名称', key: 'enterpriseName', width: 36 },
      { header: '统一社会信用代码', key: 'socialCreditCode', width: 22 },
      { header: '资质等级', key: 'qualificationLevelDescription', width: 16 },
      { header: '联系人', key: 'contactPerson', width: 12 },
      { header: '联系电话', key: 'contactPhone', width: 16 },
    ],
  },
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
