import { MSG, PAGE_SIZE_OPTIONS, totalCountText } from '@credit/rules';
import { Table, type TableColumnType } from 'antd';
import type { Key } from 'react';
import { EmptyNote } from '../empty-note.tsx';
import { useNarrowerThan } from '../use-narrower-than.ts';
import type { ListColumn } from './types.ts';
import { ValueEnumTag } from './value-enum.tsx';

interface ListTableProps<T> {
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

/**
 * A declared column as the table draws it. On a phone no column is pinned: a pinned 操作 column
 * would take most of the screen and leave the rest a sliver to scroll; the row scrolls whole instead.
 */
function tableColumn<T>(
  { exportable: _exportable, valueEnum, ...column }: ListColumn<T>,
  phone: boolean,
): TableColumnType<T> {
  const drawn = phone ? { ...column, fixed: undefined } : column;
  if (!valueEnum || column.render) return drawn;
  return { ...drawn, render: (value: unknown) => <ValueEnumTag valueEnum={valueEnum} value={value} /> };
}

const emptyText = <EmptyNote text={MSG.noData} />;

export function ListTable<T extends object>(props: ListTableProps<T>) {
  const { columns, rows, rowKey, loading, total, pageIndex, pageSize, maxHeight, selection, onPageChange } = props;
  const phone = useNarrowerThan('sm');
  return (
    <Table<T>
      columns={columns.map((column) => tableColumn(column, phone))}
      dataSource={rows}
      rowKey={rowKey}
      loading={loading}
      rowSelection={selection && { selectedRowKeys: selection.keys, onChange: selection.onChange }}
      scroll={{ x: 'max-content', y: maxHeight }}
      locale={{ emptyText }}
      pagination={{
        current: pageIndex,
        pageSize,
        total,
        showSizeChanger: true,
        pageSizeOptions: [...PAGE_SIZE_OPTIONS],
        showTotal: totalCountText,
        onChange: onPageChange,
      }}
    />
  );
}
