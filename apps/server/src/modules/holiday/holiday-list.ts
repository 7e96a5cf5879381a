import { HOLIDAY_KIND, holidayListSpec, labelOf } from '@credit/rules';
import { and, asc, eq, gte, lte } from 'drizzle-orm';
import { z } from 'zod';
import { holidays } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateText } from '../../platform/history/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';

const columns = {
  ...aliasedColumns({ holiday: holidays.holiday, name: holidays.name }),
  day: dateText(holidays.day).as('day'),
};

/** holiday: the arrangement's days of a year, in date order; export 是否放假 1 → 是, else 否 (spec §7). */
export const holidayList = defineList({
  method: 'GET',
  url: '/api/holiday/page',
  permission: PERMISSIONS.systemHoliday,
  tags: ['节假日'],
  summary: '节假日列表（year 年份，holiday 1 放假 0 调休上班；format=xlsx 导出）',
  spec: holidayListSpec,
  row: z.object({ day: z.string(), holiday: z.number(), holidayDescription: z.string(), name: z.string() }),
  source: { table: holidays, id: holidays.day },
  columns,
  where: (filter) =>
    and(
      filter.year ? gte(holidays.day, `${filter.year}-01-01`) : undefined,
      filter.year ? lte(holidays.day, `${filter.year}-12-31`) : undefined,
      filter.holiday === undefined ? undefined : eq(holidays.holiday, filter.holiday),
    ),
  orderBy: [asc(holidays.day)],
  presenter: () => (row) => ({
    day: row.day,
    holiday: row.holiday,
    holidayDescription: labelOf(HOLIDAY_KIND, row.holiday),
    name: row.name,
  }),
  export: {
    title: '节假日',
  },
  examples: { year: '2026', holiday: '1' },
});
