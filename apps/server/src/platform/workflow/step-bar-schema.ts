import { z } from 'zod';

/** A step bar as the item answers document it: its steps, the current one, and error for a refused item. */
export const stepBarSchema = z.object({
  titles: z.array(z.string()),
  current: z.number(),
  status: z.literal('error').optional(),
});
