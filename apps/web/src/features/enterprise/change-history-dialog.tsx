import { useQuery } from '@tanstack/react-query';
import { List, Pagination, Typography } from 'antd';
import { useState } from 'react';
import { DialogWrapper } from '@/components/dialog-wrapper.tsx';
import { EmptyNote } from '@/components/empty-note.tsx';
import { enterpriseKeys, fetchHistory } from './enterprise-api.ts';

const PAGE_SIZE = 10;

export interface ChangeHistoryDialogProps {
  open: boolean;
  onClose: () => void;
  title: string;
  /** 0: the enterprise's changes (id = enterprise, omitted = own); 1: one person's (id = person). */
  historyType: 0 | 1;
  id?: number;
  emptyText: string;
}

/** Change history, newest first: each entry its time, who, and one "字段: 旧值 → 新值" line per change. */
export function ChangeHistoryDialog({ open, onClose, title, historyType, id, emptyText }: ChangeHistoryDialogProps) {
  const [pageIndex, setPageIndex] = useState(1);
  const history = useQuery({
    queryKey: enterpriseKeys.history(historyType, id, pageIndex),
    queryFn: () => fetchHistory({ id, historyType, pageIndex, pageSize: PAGE_SIZE }),
    enabled: open,
  });
  const page = history.data;
  return (
    <DialogWrapper open={open} title={title} onCancel={onClose} width={720} onAfterClose={() => setPageIndex(1)}>
      {page && page.totalCount === 0 ? (
        <EmptyNote text={emptyText} />
      ) : (
        <>
          <List
            loading={history.isLoading}
            dataSource={page?.pageData ?? []}
            renderItem={(entry) => (
              <List.Item>
                <List.Item.Meta
                  title={
                    <>
                      {entry.time} <Typography.Text type="secondary">{entry.operator}</Typography.Text>
                    </>
                  }
                  description={entry.items.map((line) => (
                    <div key={line}>{line}</div>
                  ))}
                />
              </List.Item>
            )}
          />
          <Pagination
            align="end"
            current={pageIndex}
            pageSize={PAGE_SIZE}
            total={page?.totalCount ?? 0}
            onChange={setPageIndex}
            showTotal={(total) => `共 ${total} 条`}
            hideOnSinglePage
          />
        </>
      )}
    </DialogWrapper>
  );
}
