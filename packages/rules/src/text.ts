import { z } from 'zod';

/** How many characters a text has, counted as the database's varchar counts them (code points, not UTF-16 units). */
export const charCount = (text: string): number => {
  let count = 0;
  for (const _ of text) count += 1;
  return count;
};

/** A text's first `limit` characters, never splitting one (an emoji stays whole or goes). */
export const cutChars = (text: string, limit: number): string =>
  charCount(text) <= limit ? text : Array.from(text).slice(0, limit).join('');

/** A check that a text has at most `limit` characters, counted as charCount counts them. */
export const withinChars =
  (limit: number) =>
  (text: string): boolean =>
    charCount(text) <= limit;

/** Message for text longer than its limit (in characters, as charCount counts them), e.g. 企业名称不能超过50个字符. */
export const maxText = (limit: number, label: string): string => `${label}不能超过${limit}个字符`;

/** Trimmed text that must not be empty; a missing value and blank text both give `message`. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** Required trimmed text of at most `limit` characters. */
export const requiredLimitedText = (message: string, limit: number, label: string) =>
  requiredText(message).refine(withinChars(limit), maxText(limit, label));

/** Optional trimmed text of at most `limit` characters; null is accepted because stored blanks come back as null. */
export const optionalText = (limit: number, label: string) =>
  z.string().trim().refine(withinChars(limit), maxText(limit, label)).nullish();
