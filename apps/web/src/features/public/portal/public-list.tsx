import type { Page } from '@credit/rules';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PlainPager } from '@/components/plain/plain-pager.tsx';
import { PlainTable, type PlainColumn } from '@/components/plain/plain-table.tsx';
import { FilterForm, type FilterField } from './filter-form.tsx';
import { useListParams } from './use-list-params.ts';
import { publicityKeys } from './publicity-api.ts';

/** A failed public read, told in the page. */
export const LOAD_FAILED = '数据加载失败，请稍后重试';

export interface PublicListProps<R, F extends string> {
  /** Names the list: the query's key and the table's caption. */
  caption: string;
  filters: readonly FilterField<F>[];
  columns: readonly PlainColumn<R>[];
  fetch: (query: Record<string, string | number>) => Promise<Page<R>>;
  rowKey: (row: R) => string | number;
}

/** A public list from its configuration: filters, table and pager, its state in the URL. */
export function PublicList<R, F extends string>({ caption, filters, columns, fetch, rowKey }: PublicListProps<R, F>) {
  const list = useListParams(filters.map((field) => field.key));
  const query = list.query();
  const page = useQuery({
    queryKey: publicityKeys.list(caption, query),
    queryFn: () => fetch(query),
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <FilterForm fields={filters} values={list.filters} onSubmit={list.applyFilters} />
      <PlainTable
        caption={caption}
        columns={columns}
        rows={page.data?.pageData}
        rowKey={rowKey}
        loading={page.isFetching}
        error={page.isError ? LOAD_FAILED : undefined}
        firstIndex={(list.pageIndex - 1) * list.pageSize}
      />
      {page.data && (
        <PlainPager
          totalCount={page.data.totalCount}
          pageIndex={list.pageIndex}
          pageSize={list.pageSize}
          onChange={list.goToPage}
        />
      )}
    </>
  );
}
