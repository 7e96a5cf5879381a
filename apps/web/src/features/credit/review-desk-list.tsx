import { Button } from 'antd';
import { useRef, type ReactNode } from 'react';
import { DeskStatisticsButton } from '@/components/desk-list/desk-statistics-button.tsx';
import { useViewedItem } from '@/components/desk-list/use-viewed-item.ts';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListQuery, SpecListProps } from '@/components/list-page/types.ts';
import type { Page } from '@credit/rules';

const TO_DO = 0;

interface ReviewDeskListProps<T extends { id: number; processStatus: number }> {
  title: string;
  url: string;
  /** The state that waits at this desk: its rows are 审核, the others 查看. */
  waiting: readonly number[];
  /** What the list shows: its spec (whose filters begin with 办理情况) and the screen's cells. */
  list: Pick<SpecListProps<T>, 'spec' | 'renderers'>;
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
  list,
  fetchPage,
  exportTitle,
  batch,
  viewer,
}: ReviewDeskListProps<T>) {
  const [viewingId, setViewingId] = useViewedItem();
  const reloadList = useRef<() => void>(() => undefined);
  const toDo = (query: Record<string, unknown>) => Number(query['done'] ?? TO_DO) === TO_DO;
  const operation = (row: T) => (
    <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
      {waiting.includes(row.processStatus) ? '审核' : '查看'}
    </Button>
  );
  return (
    <>
      <ListPage<T>
        title={title}
        rowKey="id"
        {...list}
        actions={{ width: 90, render: operation }}
        fetchPage={(query) => fetchPage(url, query)}
        selectable={batch ? toDo : false}
        maxHeight={630}
        toolbar={({ selectedRows, query, reload }) => {
          reloadList.current = reload;
          return (
            <>
              <DeskStatisticsButton />
              {batch && toDo(query) ? batch(selectedRows, reload) : null}
            </>
          );
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
