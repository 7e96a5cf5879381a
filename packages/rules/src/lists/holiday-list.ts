import { HOLIDAY_KIND, holidayPageQuerySchema } from '../calendar/holiday-form.ts';
import { YES_NO } from '../dictionaries/yes-no.ts';
import { defineListSpec } from './list-spec.ts';
import { thisYear } from './shared-fields.ts';

/** holiday: the arrangement's days of a year. */
export const holidayListSpec = defineListSpec({
  input: holidayPageQuerySchema,
  fields: {
    day: { title: '日期', width: 14 },
    // The export answers 是 or 否 (spec §7); the screen names the kind of day.
    holiday: { title: '是否放假', width: 10, dictionary: YES_NO, status: false },
    name: { title: '名称', width: 20 },
  },
  filters: {
    year: { label: '年份', control: 'year', defaultValue: thisYear },
    holiday: { label: '类型', control: 'select', dictionary: HOLIDAY_KIND },
  },
});
