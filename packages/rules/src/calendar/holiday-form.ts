import { z } from 'zod';
import { defineDictionary, dictSchema } from '../dictionaries/dictionary.ts';
import { blankAsAbsent, pagingQuerySchema } from '../schemas/paging.ts';
import { requiredLimitedText } from '../text.ts';
import { isDateString } from '../validators/date.ts';

/** 是否放假 of a calendar day (spec §7: holiday 1 exports as 是, anything else as 否). */
export const HOLIDAY_KIND = defineDictionary([
  [1, '放假'],
  [0, '调休上班'],
]);

const DAY_MESSAGE = '请输入正确的日期（YYYY-MM-DD）';
const YEAR_MESSAGE = '请选择正确的年份';

export const holidayDaySchema = z.string({ error: DAY_MESSAGE }).trim().refine(isDateString, DAY_MESSAGE);

const yearSchema = z.coerce
  .number({ error: YEAR_MESSAGE })
  .int(YEAR_MESSAGE)
  .min(2000, YEAR_MESSAGE)
  .max(2100, YEAR_MESSAGE);

/** PUT /api/holiday: one day of the arrangement. */
export const holidayFormSchema = z.object({
  day: holidayDaySchema,
  holiday: z.coerce.number({ error: '请选择放假或调休上班' }).pipe(dictSchema(HOLIDAY_KIND, '请选择放假或调休上班')),
  name: requiredLimitedText('请输入节假日名称', 20, '节假日名称'),
});
export type HolidayForm = z.output<typeof holidayFormSchema>;

/** GET /api/holiday/page: a year's days, holidays or adjusted working days. */
export const holidayPageQuerySchema = pagingQuerySchema.extend({
  year: z.preprocess(blankAsAbsent, yearSchema.optional()),
  holiday: z.preprocess(
    blankAsAbsent,
    z.coerce
      .number({ error: '请选择放假或调休上班' })
      .pipe(dictSchema(HOLIDAY_KIND, '请选择放假或调休上班'))
      .optional(),
  ),
});

/** GET /api/holiday/year: the calendar view's year. */
export const holidayYearQuerySchema = z.object({ year: yearSchema });
