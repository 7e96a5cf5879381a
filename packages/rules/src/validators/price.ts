import { numericText } from './numeric-text.ts';

const PRICE = /^\d+(\.\d{1,2})?$/;

export const PRICE_FORMAT_MESSAGE = '请输入正确的价格，最多两位小数';

export const isPrice = (text: string): boolean => PRICE.test(text);

export const priceSchema = (requiredMessage: string) =>
  numericText(requiredMessage, (text) => text.regex(PRICE, PRICE_FORMAT_MESSAGE));
