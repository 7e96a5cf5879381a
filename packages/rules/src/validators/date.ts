import { z } from 'zod';
import { requiredText } from '../text.ts';

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const SHANGHAI_OFFSET_MS = 8 * 60 * 60 * 1000;

export const DATE_FORMAT_MESSAGE = '请输入正确的日期（YYYY-MM-DD）';
export const FUTURE_DATE_MESSAGE = '日期不能晚于今天';

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** A real calendar date written yyyy-MM-dd. */
export function isDateString(value: string): boolean {
  const match = DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = match.slice(1).map(Number) as [number, number, number];
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Today's date (yyyy-MM-dd) in Asia/Shanghai, which keeps UTC+8 all year (no daylight saving). */
export const todayInShanghai = (now: Date = new Date()): string =>
  new Date(now.getTime() + SHANGHAI_OFFSET_MS).toISOString().slice(0, 10);

/** Whether a yyyy-MM-dd date lies after today in Asia/Shanghai; date pickers use it to disable days. */
export const isFutureDate = (date: string, now: Date = new Date()): boolean => date > todayInShanghai(now);

/** antd date pickers hold dayjs values; anything with `format` is read as its yyyy-MM-dd text. */
interface FormattableDate {
  format(template: string): string;
}

const isFormattableDate = (value: unknown): value is FormattableDate =>
  typeof value === 'object' && value !== null && typeof (value as Partial<FormattableDate>).format === 'function';

const toDateText = (value: unknown): unknown => (isFormattableDate(value) ? value.format('YYYY-MM-DD') : value);

/** A required yyyy-MM-dd date that is not after today. */
export const notFutureDateSchema = (requiredMessage: string) =>
  z.preprocess(
    toDateText,
    requiredText(requiredMessage)
      .refine(isDateString, { error: DATE_FORMAT_MESSAGE, abort: true })
      .refine((date) => !isFutureDate(date), FUTURE_DATE_MESSAGE),
  );
