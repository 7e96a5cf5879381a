import { z } from 'zod';

/** Message for text longer than its limit, e.g. 企业名称不能超过50个字符. */
export const maxText = (limit: number, label: string): string => `${label}不能超过${limit}个字符`;

/** Trimmed text that must not be empty; a missing value and blank text both give `message`. */
export const requiredText = (message: string) =>
  z.string({ error: message }).trim().min(1, { error: message, abort: true });

/** Required trimmed text of at most `limit` characters. */
export const requiredLimitedText = (message: string, limit: number, label: string) =>
  requiredText(message).max(limit, maxText(limit, label));

/** Optional trimmed text of at most `limit` characters; null is accepted because stored blanks come back as null. */
export const optionalText = (limit: number, label: string) =>
  z.string().trim().max(limit, maxText(limit, label)).nullish();
