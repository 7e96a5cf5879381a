import { MSG } from '../messages.ts';
import { numericText } from './numeric-text.ts';

/** Digits and at most one dot, up to six decimals (万元 amounts). */
const MONEY = /^\d+(\.\d{1,6})?$/;

export const MONEY_FORMAT_MESSAGE = '请输入正确的金额，最多6位小数';

export const isMoney = (text: string): boolean => MONEY.test(text);

export const moneySchema = (requiredMessage: string) =>
  numericText(requiredMessage, (text) =>
    text
      .refine((value) => !value.startsWith('-'), {
        error: MSG.notNegative,
        abort: true,
      })
      .regex(MONEY, MONEY_FORMAT_MESSAGE),
  );
