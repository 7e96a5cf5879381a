import { countyReportListSpec } from '@credit/rules';
import { asc, sql } from 'drizzle-orm';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { divisionName } from '../general/division-tree.ts';
import { countyReportTable } from './county-report-table.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** One build of the report's table: its alias and fields are every build's (GroupedSource). */
const report = countyReportTable({});
const field = (name: keyof typeof report._.selectedFields) => sql<number>`${report[name]}`.mapWith(Number).as(name);

/** reportForms: the statistics report, a row per county of registration (docs/dashboard.md). */
export const countyReportList = defineList({
  method: 'GET',
  url: '/api/dashboard/report',
  permission: PERMISSIONS.reportView,
  tags: ['数据看板'],
  summary: '统计报表：按区县统计企业数、信用等级分布及统计期内的良好、不良记录、申诉与信用修复（format=xlsx 导出）',
  spec: countyReportListSpec,
  row: z.object({
    county: z.string(),
    countyName: z.string(),
    enterpriseCount: z.number(),
    levelAAA: z.number(),
    levelAA: z.number(),
    levelA: z.number(),
    levelB: z.number(),
    levelC: z.number(),
    goodRecords: z.number(),
    badRecords: z.number(),
    appeals: z.number(),
    repairs: z.number(),
  }),
  source: { grouped: (filter) => countyReportTable(filter) },
  columns: {
    county: sql<string>`${report.county}`.as('county'),
    enterpriseCount: field('enterpriseCount'),
    levelAAA: field('levelAAA'),
    levelAA: field('levelAA'),
    levelA: field('levelA'),
    levelB: field('levelB'),
    levelC: field('levelC'),
    goodRecords: field('goodRecords'),
    badRecords: field('badRecords'),
    appeals: field('appeals'),
    repairs: field('repairs'),
  },
  where: () => undefined,
  orderBy: [asc(report.county)],
  presenter: () => (row) => withFields(row, { countyName: divisionName(row.county) || row.county }),
  export: {
    title: '统计报表',
  },
  examples: { periodStart: '2026-01-01', periodEnd: '2026-06-30', enterpriseType: '1' },
});
