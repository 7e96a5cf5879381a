import { recordCountListSpec } from '@credit/rules';
import { asc, desc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { withFields } from '../../platform/list/row-fields.ts';
import { divisionName } from '../general/division-tree.ts';
import { recordCountTable } from './record-count-table.ts';
import { PROVINCE_STATISTICS, requireProvince, STATISTICS_FRESH_MS } from './records-access.ts';

/** One build of the table: its alias and fields are every build's (GroupedSource). */
const table = recordCountTable({});
const figure = (name: 'total' | 'good' | 'bad' | 'bonus' | 'inForce' | 'endedEarly' | 'appealed' | 'repaired') =>
  sql<number>`${table[name]}`.mapWith(Number).as(name);

/** creditRecordCount: each enterprise's records of the period by kind (docs/statistics-records.md). */
export const recordCountList = defineList({
  method: 'GET',
  url: '/api/statistics/recordcount',
  permission: PERMISSIONS.statisticsView,
  tags: ['信用记录统计'],
  summary:
    '信用记录统计：各企业统计期内（认定日期）已发布的良好、不良、测评加分、有效、提前失效、被申诉与已修复记录数（format=xlsx 导出）',
  spec: recordCountListSpec,
  row: z.object({
    enterpriseId: z.number(),
    enterpriseName: z.string(),
    socialCreditCode: z.string(),
    county: z.string(),
    countyName: z.string(),
    total: z.number(),
    good: z.number(),
    bad: z.number(),
    bonus: z.number(),
    inForce: z.number(),
    endedEarly: z.number(),
    appealed: z.number(),
    repaired: z.number(),
  }),
  // A row per enterprise summed over the period's records (seconds at a province's size): kept per
  // filter as the analyses are, so paging and exporting read the sums once.
  source: { grouped: (filter) => recordCountTable(filter), keptMs: STATISTICS_FRESH_MS },
  columns: {
    enterpriseId: sql<number>`${table.enterpriseId}`.mapWith(Number).as('enterpriseId'),
    enterpriseName: sql<string>`${table.enterpriseName}`.as('enterpriseName'),
    socialCreditCode: sql<string>`${table.socialCreditCode}`.as('socialCreditCode'),
    county: sql<string>`${table.county}`.as('county'),
    total: figure('total'),
    good: figure('good'),
    bad: figure('bad'),
    bonus: figure('bonus'),
    inForce: figure('inForce'),
    endedEarly: figure('endedEarly'),
    appealed: figure('appealed'),
    repaired: figure('repaired'),
  },
  where: (_filter, me) => {
    requireProvince(me, PROVINCE_STATISTICS);
    return undefined;
  },
  orderBy: [desc(table.total), asc(table.enterpriseId)],
  presenter: () => (row) => withFields(row, { countyName: divisionName(row.county) || row.county }),
  export: { title: '信用记录统计' },
  examples: {
    enterpriseName: '华信',
    area: '460105',
    periodStart: '2026-01-01',
    periodEnd: '2026-06-30',
    enterpriseType: '1',
  },
});
