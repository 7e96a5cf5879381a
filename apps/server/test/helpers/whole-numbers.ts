import { isIdCard } from '@credit/rules';

const ID_CARD = /(?<![0-9A-Za-z])\d{17}[\dXx](?![0-9A-Za-z])/g;
// Bounded by what is not a letter or digit, as the ID card: a file's random storage key (a UUID)
// may hold eleven digits in a row between two letters.
const MOBILE = /(?<![0-9A-Za-z])1[3-9]\d{9}(?![0-9A-Za-z])/g;

/** The whole ID card numbers (18 characters of the ID pattern, a valid one) and mobile numbers a text holds. */
export function wholeNumbersIn(text: string): string[] {
  return [...(text.match(ID_CARD) ?? []).filter((card) => isIdCard(card.toUpperCase())), ...(text.match(MOBILE) ?? [])];
}

export const MASKED_ID_CARD = /^\d{3}\*{11}[\dX]{4}$/;
export const MASKED_MOBILE = /^1\d{2}\*{4}\d{4}$/;
