import { z } from 'zod';

/** The characters of a unified social credit code (GB 32100-2015: no I, O, S, V, Z) and the weights of its check character. */
const CREDIT_CODE_CHARS = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const CREDIT_CODE_WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
const CREDIT_CODE = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const CREDIT_CODE_REQUIRED = '请输入统一社会信用代码';
export const CREDIT_CODE_FORMAT = '请输入正确的统一社会信用代码';

/** The check character the first 17 characters of a code call for. */
export function creditCodeCheckChar(first17: string): string {
  const sum = [...first17].reduce(
    (acc, ch, i) => acc + CREDIT_CODE_CHARS.indexOf(ch) * (CREDIT_CODE_WEIGHTS[i] ?? 0),
    0,
  );
  return CREDIT_CODE_CHARS[(31 - (sum % 31)) % 31] ?? '';
}

/** An 18-character code whose last character checks the other seventeen. */
export const isCreditCode = (code: string): boolean =>
  CREDIT_CODE.test(code) && creditCodeCheckChar(code.slice(0, 17)) === code[17];

export const creditCodeSchema = z
  .string({ error: CREDIT_CODE_REQUIRED })
  .trim()
  .toUpperCase()
  .min(1, { error: CREDIT_CODE_REQUIRED, abort: true })
  .refine(isCreditCode, CREDIT_CODE_FORMAT);
