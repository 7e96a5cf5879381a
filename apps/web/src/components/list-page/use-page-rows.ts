import type { Page } from '@credit/rules';
import { useEffect, useLayoutEffect, useRef, useState, type Key } from 'react';
import type { ListQuery } from './types.ts';

interface Loaded<T> {
  rows: T[];
  total: number;
  selectedKeys: Key[];
  selectedRows: T[];
}

export interface PageRows<T> extends Loaded<T> {
  loading: boolean;
  select: (keys: Key[], rows: T[]) => void;
}

/** Fetches the page for each new query (or reload); a fresh page clears the selection. */
export function usePageRows<T>(
  fetchPage: (query: ListQuery) => Promise<Page<T>>,
  queryKey: string,
  reloadCount: number,
): PageRows<T> {
  const [loaded, setLoaded] = useState<Loaded<T>>({ rows: [], total: 0, selectedKeys: [], selectedRows: [] });
  const [loading, setLoading] = useState(false);
  // Screens may pass a new function on every render; only a new query should fetch.
  const fetchRef = useRef(fetchPage);
  useLayoutEffect(() => {
    fetchRef.current = fetchPage;
  });

  useEffect(() => {
    let current = true;
    setLoading(true);
    fetchRef
      .current(JSON.parse(queryKey) as ListQuery)
      .then(
        (page) => {
          if (current) setLoaded({ rows: page.pageData, total: page.totalCount, selectedKeys: [], selectedRows: [] });
        },
        // The HTTP client's error policy has told the user; the rows already shown stay.
        () => undefined,
      )
      .finally(() => {
        if (current) setLoading(false);
      });
    return () => {
      current = false;
    };
  }, [queryKey, reloadCount]);

  const select = (selectedKeys: Key[], selectedRows: T[]) =>
    setLoaded((previous) => ({ ...previous, selectedKeys, selectedRows }));

  return { ...loaded, loading, select };
}
