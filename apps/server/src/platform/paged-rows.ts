export interface PageRequest {
  pageIndex: number;
  pageSize: number;
}

interface Pageable<T> {
  limit(limit: number): { offset(offset: number): PromiseLike<T[]> };
}

/** One page of a list query and the count of the whole list, read at the same time. */
export async function pagedRows<T>(
  list: Pageable<T>,
  total: PromiseLike<{ n: number }[]>,
  page: PageRequest,
): Promise<{ rows: T[]; total: number }> {
  const [rows, [counted]] = await Promise.all([
    list.limit(page.pageSize).offset((page.pageIndex - 1) * page.pageSize),
    total,
  ]);
  return { rows, total: counted?.n ?? 0 };
}
