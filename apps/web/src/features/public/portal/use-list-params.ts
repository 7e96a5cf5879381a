import { DEFAULT_PAGE_SIZE, PAGE_SIZE_OPTIONS } from '@credit/rules';
import { useSearchParams } from 'react-router';

export interface ListParams<F extends string> {
  filters: Record<F, string>;
  pageIndex: number;
  pageSize: number;
}

const positive = (text: string | null, fallback: number) => {
  const value = Number(text);
  return Number.isInteger(value) && value > 0 ? value : fallback;
};

/**
 * A public list's state in the URL (filters, page and page size), so a refresh or a shared link
 * shows the same page. Changing a filter goes back to the first page.
 */
export function useListParams<F extends string>(filterKeys: readonly F[]) {
  const [search, setSearch] = useSearchParams();
  const size = positive(search.get('pageSize'), DEFAULT_PAGE_SIZE);
  const params: ListParams<F> = {
    filters: Object.fromEntries(filterKeys.map((key) => [key, search.get(key) ?? ''])) as Record<F, string>,
    pageIndex: positive(search.get('pageIndex'), 1),
    pageSize: (PAGE_SIZE_OPTIONS as readonly number[]).includes(size) ? size : DEFAULT_PAGE_SIZE,
  };

  const write = (next: ListParams<F>) => {
    const query = new URLSearchParams();
    for (const key of filterKeys) if (next.filters[key]) query.set(key, next.filters[key]);
    if (next.pageIndex > 1) query.set('pageIndex', String(next.pageIndex));
    if (next.pageSize !== DEFAULT_PAGE_SIZE) query.set('pageSize', String(next.pageSize));
    setSearch(query);
  };

  return {
    ...params,
    /** The filters submitted: the first page of what they find. */
    applyFilters: (filters: Record<F, string>) => write({ ...params, filters, pageIndex: 1 }),
    goToPage: (pageIndex: number, pageSize = params.pageSize) =>
      write({ ...params, pageIndex: pageSize === params.pageSize ? pageIndex : 1, pageSize }),
    /** What the list call is sent: the filters given, then the page. */
    query: () => ({ ...params.filters, pageIndex: params.pageIndex, pageSize: params.pageSize }),
  };
}
