import type { z } from 'zod';

/** The first message a schema gives for a value, or undefined when the value is valid. */
export const messageOf = (schema: z.ZodType, value: unknown): string | undefined =>
  schema.safeParse(value).error?.issues[0]?.message;
