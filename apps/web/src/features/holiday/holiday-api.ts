import { call, read } from '@/api/call.ts';
import type { Answer, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

/** A marked day: holiday 1 放假, 0 调休上班. */
export type HolidayDay = Answer<'/api/holiday/year'>[number];

export type HolidayRow = RowOf<'/api/holiday/page'>;

export const holidayKeys = {
  /** Every year's calendar: a change may move a day of any of them. */
  all: ['holiday-year'] as const,
  year: (year: number) => [...holidayKeys.all, year] as const,
};

export const fetchHolidayYear = (year: number): Promise<HolidayDay[]> =>
  read('/api/holiday/year', 'get', { query: { year } });

export const fetchHolidayPage = (query: ListQuery) => read('/api/holiday/page', 'get', { query });

export const saveHoliday = (day: HolidayDay) => call('/api/holiday', 'put', { body: day });

export const clearHoliday = (day: string) => call('/api/holiday', 'delete', { query: { day } });
