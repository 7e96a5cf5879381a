import { maskIdCard, maskPhone } from '@credit/rules';

// Digits that are not part of a longer number: an ID card (15 digits, or 17 and a check character) or a mobile.
const ID_CARD = /(?<![\dXx])(\d{17}[\dXx]|\d{15})(?![\dXx])/g;
const MOBILE = /(?<!\d)1[3-9]\d{9}(?!\d)/g;

/**
 * Free text a public answer shows (a behaviour description) with personal data masked on the
 * server: ID card and mobile numbers keep only their ends, and the name of the person the record
 * is about becomes 某某 — the record itself shows 个人 instead of the name.
 */
export function maskPersonalText(text: string, personName?: string | null): string {
  const named = personName && personName.length > 1 ? text.replaceAll(personName, '某某') : text;
  return named.replace(ID_CARD, maskIdCard).replace(MOBILE, maskPhone);
}
