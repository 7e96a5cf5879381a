import { MSG } from '@credit/rules';
import { Table } from 'antd';
import { EmptyNote } from '../empty-note.tsx';
import { useNarrowerThan } from '../use-narrower-than.ts';
import { listPagination, type ListBodyProps } from './list-body-props.ts';
import { ListCards } from './list-cards.tsx';
import { tableColumns } from './table-columns.tsx';

const emptyText = <EmptyNote text={MSG.noData} />;

/**
 * A list's rows: a table with its header fixed at the maximum height, or below `md` (768 px) a card
 * a row, whose title, status and actions need no sideways scrolling.
 */
export function ListTable<T extends object>(props: ListBodyProps<T>) {
  const narrow = useNarrowerThan('md');
  if (narrow) return <ListCards<T> {...props} />;
  const { columns, rows, rowKey, loading, maxHeight, selection } = props;
  return (
    <Table<T>
      columns={tableColumns(columns)}
      dataSource={rows}
      rowKey={rowKey}
      loading={loading}
      rowSelection={selection && { selectedRowKeys: selection.keys, onChange: selection.onChange }}
      scroll={{ x: 'max-content', y: maxHeight }}
      locale={{ emptyText }}
      pagination={listPagination(props)}
    />
  );
}
