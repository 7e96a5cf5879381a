import { numericText } from './numeric-text.ts';

/** First digit 1-9, then digits. */
const POSITIVE_INTEGER = /^[1-9]\d*$/;

export const POSITIVE_INTEGER_FORMAT_MESSAGE = '请输入正整数';

export const isPositiveInteger = (text: string): boolean => POSITIVE_INTEGER.test(text);

export const positiveIntegerSchema = (requiredMessage: string) =>
  numericText(requiredMessage, (text) => text.regex(POSITIVE_INTEGER, POSITIVE_INTEGER_FORMAT_MESSAGE));
