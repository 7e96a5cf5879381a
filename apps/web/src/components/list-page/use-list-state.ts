import { useState } from 'react';
import { useSearchParams } from 'react-router';
import {
  defaultTexts,
  paramNames,
  toFormValue,
  toParamTexts,
  toQueryEntries,
  type FilterFormValues,
} from './filter-codec.ts';
import { isPageSizeOption, storedPageSize, storePageSize } from './page-size-storage.ts';
import type { FilterField, ListQuery } from './types.ts';

const PAGE_INDEX = 'pageIndex';
const PAGE_SIZE = 'pageSize';

export interface ListState {
  query: ListQuery;
  /** Changes exactly when the query does, whatever the identity of the objects. */
  queryKey: string;
  reloadCount: number;
  formValues: FilterFormValues;
  /** The form as a reset leaves it: every field at its default. */
  defaultFormValues: FilterFormValues;
  search: (values: FilterFormValues) => void;
  changePage: (pageIndex: number, pageSize: number) => void;
  reset: () => void;
  reload: () => void;
}

function positiveInteger(text: string | null): number | undefined {
  const value = Number(text);
  return text && Number.isInteger(value) && value > 0 ? value : undefined;
}

/** A filter's texts from the URL; a field absent from the URL shows its default. */
function readTexts(field: FilterField, params: URLSearchParams): string[] {
  const names = paramNames(field);
  if (names.some((name) => params.has(name))) return names.map((name) => params.get(name) ?? '');
  return defaultTexts(field) ?? [];
}

function readFormValues(fields: FilterField[], params: URLSearchParams): FilterFormValues {
  return Object.fromEntries(fields.map((field) => [field.name, toFormValue(field, readTexts(field, params))]));
}

/**
 * Page, page size and filters live in the URL's search params, so a refresh or a shared link shows
 * the same list; params that belong to the screen rather than the list are left alone.
 */
export function useListState(fields: FilterField[]): ListState {
  const [searchParams, setSearchParams] = useSearchParams();
  const [reloadCount, setReloadCount] = useState(0);

  const pageIndex = positiveInteger(searchParams.get(PAGE_INDEX)) ?? 1;
  const sizeInUrl = positiveInteger(searchParams.get(PAGE_SIZE));
  const pageSize = sizeInUrl !== undefined && isPageSizeOption(sizeInUrl) ? sizeInUrl : storedPageSize();
  const filterEntries = fields.flatMap((field) => toQueryEntries(field, readTexts(field, searchParams)));
  const query: ListQuery = { ...Object.fromEntries(filterEntries), pageIndex, pageSize };

  const reload = () => setReloadCount((count) => count + 1);
  // Asking again for the list already shown (查询 with the same filters) fetches it anew.
  const commit = (next: URLSearchParams) => {
    if (next.toString() === searchParams.toString()) reload();
    else setSearchParams(next, { replace: true });
  };

  const search = (values: FilterFormValues) => {
    const next = new URLSearchParams(searchParams);
    for (const field of fields) {
      const names = paramNames(field);
      const texts = toParamTexts(field, values[field.name]);
      // An emptied field that has a default stays in the URL as '' so the default does not come back.
      if (texts.every((text) => !text) && field.defaultValue === undefined) names.forEach((name) => next.delete(name));
      else names.forEach((name, index) => next.set(name, texts[index] ?? ''));
    }
    next.set(PAGE_INDEX, '1');
    next.set(PAGE_SIZE, String(pageSize));
    commit(next);
  };

  const changePage = (nextIndex: number, nextSize: number) => {
    const next = new URLSearchParams(searchParams);
    if (nextSize !== pageSize) storePageSize(nextSize);
    next.set(PAGE_INDEX, String(nextSize === pageSize ? nextIndex : 1));
    next.set(PAGE_SIZE, String(nextSize));
    commit(next);
  };

  const reset = () => {
    const next = new URLSearchParams(searchParams);
    for (const name of [PAGE_INDEX, PAGE_SIZE, ...fields.flatMap(paramNames)]) next.delete(name);
    commit(next);
  };

  return {
    query,
    queryKey: JSON.stringify(query),
    reloadCount,
    formValues: readFormValues(fields, searchParams),
    defaultFormValues: readFormValues(fields, new URLSearchParams()),
    search,
    changePage,
    reset,
    reload,
  };
}
