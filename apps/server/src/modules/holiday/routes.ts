import { holidayDaySchema, holidayFormSchema, holidayYearQuerySchema } from '@credit/rules';
import { and, asc, gte, lte } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { holidays } from '../../db/schema/index.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { dateText } from '../../platform/history/index.ts';
import { registerList } from '../../platform/list/list-route.ts';
import { sendTemplate } from '../assessment/import-template.ts';
import { importUploadOf } from '../assessment/import-upload.ts';
import { removeHoliday, setHoliday } from './holiday-changes.ts';
import { HOLIDAY_TEMPLATE, importHolidays } from './holiday-import.ts';
import { holidayList } from './holiday-list.ts';

const tags = ['节假日'];
const config = { permission: PERMISSIONS.systemHoliday };
const dayQuery = z.object({ day: holidayDaySchema });

/** holiday (spec §2): the calendar's year view, its list, a day's change, xlsx import and export. */
export const holidayRoutes: FastifyPluginAsyncZod = async (app) => {
  registerList(app, holidayList);

  app.get(
    '/api/holiday/year',
    {
      config,
      schema: {
        tags,
        summary: '一年中日历所改的日子（年视图）：放假与调休上班',
        querystring: holidayYearQuerySchema,
        response: {
          200: envelopeSchema(z.array(z.object({ day: z.string(), holiday: z.number(), name: z.string() }))),
        },
      },
    },
    async (request) => {
      const { year } = request.query;
      const rows = await app.db
        .select({ day: dateText(holidays.day), holiday: holidays.holiday, name: holidays.name })
        .from(holidays)
        .where(and(gte(holidays.day, `${year}-01-01`), lte(holidays.day, `${year}-12-31`)))
        .orderBy(asc(holidays.day));
      return ok(rows);
    },
  );

  app.put(
    '/api/holiday',
    { config, schema: { tags, summary: '设置某一天：放假（1）或调休上班（0）及名称', body: holidayFormSchema } },
    async (request) => {
      await setHoliday(app.db, principalOf(request), request.body);
      return ok(null, '保存成功！');
    },
  );

  app.delete(
    '/api/holiday',
    { config, schema: { tags, summary: '取消某一天的设置（恢复按星期计算）', querystring: dayQuery } },
    async (request) => {
      await removeHoliday(app.db, principalOf(request), request.query.day);
      return ok(null, '删除成功！');
    },
  );

  app.get('/api/holiday/download', { config, schema: { tags, summary: '节假日导入模板' } }, async (_request, reply) =>
    sendTemplate(reply, HOLIDAY_TEMPLATE),
  );

  app.post(
    '/api/holiday/import',
    {
      config,
      schema: {
        tags,
        summary: '导入节假日（multipart File，xlsx：日期、是否放假、名称）',
        consumes: ['multipart/form-data'],
      },
    },
    async (request) => ok(null, await importHolidays(app.db, principalOf(request), await importUploadOf(request))),
  );
};
