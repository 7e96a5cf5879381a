import { z } from 'zod';

/** `:id` of a system-management path. */
export const idParams = z.object({ id: z.coerce.number().int().positive() });
