import { z } from 'zod';

/** A stored attachment as records and profiles show it (annexViewColumns with its signed link). */
export const annexViewSchema = z.object({
  id: z.number(),
  fileName: z.string(),
  fileType: z.string(),
  /** When it was uploaded, YYYY-MM-DD HH:mm:ss. */
  createTime: z.string(),
  /** A signed link that opens the file. */
  relativePath: z.string(),
});
