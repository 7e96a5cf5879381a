import { z } from 'zod';
import { LIMITS } from '../limits.ts';
import { maskMiddle } from '../mask.ts';
import { MSG } from '../messages.ts';
import { isDateString, isFutureDate } from './date.ts';

/** 18 digits: area (first digit 1-9), birth date yyyyMMdd, sequence, check character. */
const ID_CARD_18 = /^[1-9]\d{5}(\d{4})(\d{2})(\d{2})\d{3}[\dX]$/;
/** 15 digits (issued before 1999): area, birth date yyMMdd in the 1900s, sequence. */
const ID_CARD_15 = /^[1-9]\d{5}(\d{2})(\d{2})(\d{2})\d{3}$/;

/** GB 11643-1999 weights of the first 17 digits and the check character for each remainder mod 11. */
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK_CHARACTERS = '10X98765432';

function checkCharacter(first17: string): string {
  const sum = WEIGHTS.reduce((total, weight, index) => total + weight * Number(first17[index]), 0);
  return CHECK_CHARACTERS[sum % 11] ?? '';
}

const isBirthDate = (year: string, month: string, day: string): boolean => {
  const date = `${year}-${month}-${day}`;
  return Number(year) >= 1800 && isDateString(date) && !isFutureDate(date);
};

/** A resident ID number of 18 characters (valid birth date and check character) or 15 digits; x is read as X. */
export function isIdCard(value: string): boolean {
  const id = value.toUpperCase();
  const long = ID_CARD_18.exec(id);
  if (long) {
    const [, year = '', month = '', day = ''] = long;
    return isBirthDate(year, month, day) && checkCharacter(id) === id[17];
  }
  const short = ID_CARD_15.exec(id);
  if (!short) return false;
  const [, year = '', month = '', day = ''] = short;
  return isBirthDate(`19${year}`, month, day);
}

export const idCardSchema = z
  .string({ error: MSG.idCardRequired })
  .trim()
  .toUpperCase()
  .min(1, { error: MSG.idCardRequired, abort: true })
  .max(LIMITS.idCard, { error: MSG.idCardFormat, abort: true })
  .refine(isIdCard, MSG.idCardFormat);

/** Keeps the first three and the last four characters: 110***********1234 (docs/personal-data.md). */
export const maskIdCard = (idCard: string): string => maskMiddle(idCard, 3, 4);
