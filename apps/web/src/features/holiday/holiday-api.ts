import { request } from '@/api/http.ts';

export interface HolidayDay {
  day: string;
  /** 1 放假, 0 调休上班. */
  holiday: number;
  name: string;
}

export const fetchHolidayYear = async (year: number): Promise<HolidayDay[]> =>
  (await request<HolidayDay[]>({ url: '/api/holiday/year', params: { year } })).extraData;

export const saveHoliday = (day: HolidayDay) => request<null>({ url: '/api/holiday', method: 'PUT', data: day });

export const clearHoliday = (day: string) => request<null>({ url: '/api/holiday', method: 'DELETE', params: { day } });
