import { z } from 'zod';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE } from '../envelope.ts';

const PAGE_INDEX_MESSAGE = '页码须为不小于1的整数';
const PAGE_SIZE_MESSAGE = `每页条数须为1到${MAX_PAGE_SIZE}之间的整数`;

/** pageIndex and pageSize of every list call; query strings arrive as text, so both are coerced. */
export const pagingQuerySchema = z.object({
  pageIndex: z.coerce
    .number({ error: PAGE_INDEX_MESSAGE })
    .int(PAGE_INDEX_MESSAGE)
    .min(1, PAGE_INDEX_MESSAGE)
    .default(1),
  pageSize: z.coerce
    .number({ error: PAGE_SIZE_MESSAGE })
    .int(PAGE_SIZE_MESSAGE)
    .min(1, PAGE_SIZE_MESSAGE)
    .max(MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE)
    .default(DEFAULT_PAGE_SIZE),
});
export type PagingQuery = z.output<typeof pagingQuerySchema>;
