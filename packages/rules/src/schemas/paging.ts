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

/** A query or filter value left blank ('' or null) reads as absent: list and filter clients send empty fields. */
export const blankAsAbsent = (value: unknown): unknown => (value === '' || value === null ? undefined : value);

/** An optional record id (query string or form field); blank reads as absent, anything else must be a positive whole number. */
export const optionalIdSchema = (message: string) =>
  z.preprocess(blankAsAbsent, z.coerce.number({ error: message }).int(message).positive(message).optional());
