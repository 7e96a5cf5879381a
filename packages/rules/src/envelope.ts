/** The response envelope of every call (spec §3 "Paged responses", ARCHITECTURE house rules). */
export interface Envelope<T = unknown> {
  success: boolean;
  message: string;
  extraData: T;
  /** Per-field validation messages, keyed by the field's path (dots for nesting). */
  errors?: Record<string, string>;
}

export interface Page<T> {
  pageData: T[];
  totalCount: number;
  pageIndex: number;
  pageSize: number;
}

export const DEFAULT_PAGE_SIZE = 10;
export const PAGE_SIZE_OPTIONS = [10, 20, 30, 40] as const;
/** Largest page a list call serves: the specification's export fetch asks for 1,000,000 rows. */
export const MAX_PAGE_SIZE = 1_000_000;

/**
 * A list's totalCount is exact up to this many rows; above it the server sends the database's
 * estimate (docs/lists.md), which the pager shows as approximate.
 */
export const EXACT_COUNT_CAP = 10_000;

/** The pager's total: 共 25 条, or 共约 120,000 条 for an estimated count. */
export const totalCountText = (count: number): string =>
  count > EXACT_COUNT_CAP ? `共约 ${count.toLocaleString('en-US')} 条` : `共 ${count} 条`;
export const REQUEST_TIMEOUT_MS = 10_000;
/** Code of an expired access token (spec §4, §8). */
export const TOKEN_EXPIRED_CODE = 3002;
