import { Button } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterField, ListColumn, ListQuery } from '@/components/list-page/types.ts';
import type { Page } from '@credit/rules';

const TO_DO = 0;

const doneFilter: FilterField = {
  name: 'done',
  label: '办理情况',
  type: 'radio',
  options: [
    { label: '待办', value: 0 },
    { label: '已办', value: 1 },
  ],
  defaultValue: TO_DO,
};

interface ReviewDeskListProps<T extends { id: number; processStatus: number }> {
  title: string;
  url: string;
  /** The state that waits at this desk: its rows are 审核, the others 查看. */
  waiting: readonly number[];
  columns: (operation: (row: T) => ReactNode) => ListColumn<T>[];
  filters?: FilterField[];
  fetchPage: (url: string, query: ListQuery) => Promise<Page<T>>;
  exportTitle: string;
  /** Batch approval of the selected to-do rows (as the list shows them, revisions and all), where the desk has it. */
  batch?: (selectedRows: T[], reload: () => void) => ReactNode;
  /** The item's view with the desk's decision. */
  viewer: (id: number | null, onClose: () => void, onDecided: () => void) => ReactNode;
}

/** A review desk's list: to do (oldest first) or done, each row opening its view with the decision. */
export function ReviewDeskList<T extends { id: number; processStatus: number }>({
  title,
  url,
  waiting,
  columns,
  filters = [],
  fetchPage,
  exportTitle,
  batch,
  viewer,
}: ReviewDeskListProps<T>) {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  const toDo = (query: Record<string, unknown>) => Number(query['done'] ?? TO_DO) === TO_DO;
  return (
    <>
      <ListPage<T>
        title={title}
        rowKey="id"
        columns={columns((row) => (
          <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
            {waiting.includes(row.processStatus) ? '审核' : '查看'}
          </Button>
        ))}
        filters={[doneFilter, ...filters]}
        fetchPage={(query) => fetchPage(url, query)}
        selectable={batch ? toDo : false}
        maxHeight={630}
        toolbar={({ selectedRows, query, reload }) => {
          reloadList.current = reload;
          return batch && toDo(query) ? batch(selectedRows, reload) : null;
        }}
        exportConfig={{ url, fileTitle: exportTitle }}
      />
      {viewer(
        viewingId,
        () => setViewingId(null),
        () => reloadList.current(),
      )}
    </>
  );
}
