import { numericText } from './numeric-text.ts';

const UNSIGNED_DECIMAL = /^\d+(\.\d+)?$/;

export const PERCENT_FORMAT_MESSAGE = '请输入0-100之间的数值';

export const isPercent = (text: string): boolean => UNSIGNED_DECIMAL.test(text) && Number(text) <= 100;

/** Normalises typed input: minus signs are dropped, then the value is held within 0-100 (unreadable input gives 0). */
export function clampPercent(value: string | number): number {
  const unsigned = typeof value === 'number' ? Math.abs(value) : Number(value.replaceAll('-', ''));
  if (Number.isNaN(unsigned)) return 0;
  return Math.min(100, unsigned);
}

export const percentSchema = (requiredMessage: string) =>
  numericText(requiredMessage, (text) => text.refine(isPercent, PERCENT_FORMAT_MESSAGE));
