import { PAGE_SIZE_OPTIONS, totalCountText } from '@credit/rules';
import type { PaginationProps } from 'antd';
import type { Key } from 'react';
import type { ListColumn } from './types.ts';

/** What a list's rows are drawn from, as a table on a wide screen or as cards on a narrow one. */
export interface ListBodyProps<T> {
  columns: ListColumn<T>[];
  rows: T[];
  rowKey: keyof T & string;
  loading: boolean;
  total: number;
  pageIndex: number;
  pageSize: number;
  maxHeight: number;
  /** Present when rows can be selected. */
  selection?: { keys: Key[]; onChange: (keys: Key[], rows: T[]) => void };
  onPageChange: (pageIndex: number, pageSize: number) => void;
}

/** The pager under the rows: the total and the spec's page sizes. */
export function listPagination<T>({ total, pageIndex, pageSize, onPageChange }: ListBodyProps<T>): PaginationProps {
  return {
    current: pageIndex,
    pageSize,
    total,
    showSizeChanger: true,
    pageSizeOptions: [...PAGE_SIZE_OPTIONS],
    showTotal: totalCountText,
    onChange: onPageChange,
  };
}
