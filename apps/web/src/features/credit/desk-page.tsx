import { CREDIT_REVIEW_DESKS, type CreditReviewDeskKey } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterField } from '@/components/list-page/types.ts';
import { BatchApproveButton } from './batch-approve-button.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordColumns } from './record-columns.tsx';
import { recordFilters } from './record-state-enum.ts';
import { RecordViewDialog } from './record-view-dialog.tsx';

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

export const deskOf = (key: CreditReviewDeskKey) => {
  const desk = CREDIT_REVIEW_DESKS.find((candidate) => candidate.key === key);
  if (!desk) throw new Error(`unknown desk ${key}`);
  return desk;
};

/**
 * A review desk (auditTable, gardenTable, departmentCheckTable, creditDeclarepublishReview,
 * departmentLeader): its to-do list, oldest first, with batch approval, and what it has decided.
 */
export function DeskPage({ deskKey }: { deskKey: CreditReviewDeskKey }) {
  const desk = deskOf(deskKey);
  const url = `/api/creditregister/desk/${desk.key}`;
  const [viewingId, setViewingId] = useState<number | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  const toDo = (query: Record<string, unknown>) => Number(query['done'] ?? TO_DO) === TO_DO;

  return (
    <>
      <ListPage<CreditRecordRow>
        title={desk.title}
        rowKey="id"
        columns={recordColumns((row) => (
          <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
            {row.processStatus === desk.waiting ? '审核' : '查看'}
          </Button>
        ))}
        filters={[doneFilter, ...recordFilters]}
        fetchPage={(query) => fetchRecordPage(url, query)}
        selectable={toDo}
        maxHeight={630}
        toolbar={({ selectedKeys, query, reload }) => {
          reloadList.current = reload;
          return toDo(query) ? <BatchApproveButton selectedKeys={selectedKeys} onDone={reload} /> : null;
        }}
        exportConfig={{ url, fileTitle: `${desk.title}信用记录` }}
      />
      <RecordViewDialog
        recordId={viewingId}
        desk={desk}
        onClose={() => setViewingId(null)}
        onDecided={() => reloadList.current()}
      />
    </>
  );
}
