import { z } from 'zod';

/**
 * A number as a form holds it (number) or as a multipart or query field carries it (string),
 * checked on its text by `check` and given back as a number.
 */
export const numericText = (requiredMessage: string, check: (text: z.ZodString) => z.ZodString) =>
  z
    .union([z.string(), z.number()], { error: requiredMessage })
    .transform((value) => (typeof value === 'number' ? String(value) : value.trim()))
    .pipe(check(z.string().min(1, { error: requiredMessage, abort: true })))
    .transform(Number);
