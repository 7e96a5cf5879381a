import { operationLogListSpec } from '@credit/rules';
import { useState } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { viewAction } from '@/components/list-page/spec-columns.tsx';
import { fetchOperationLogs, type OperationLogRow } from './operation-log-api.ts';
import { OperationLogDetailDialog } from './operation-log-detail-dialog.tsx';

/** operationLog: who changed what, when and from where, newest first; filter, export, and each entry's fields before → after. */
export function OperationLogPage() {
  const [viewing, setViewing] = useState<OperationLogRow | null>(null);
  return (
    <>
      <ListPage<OperationLogRow>
        title="操作日志"
        rowKey="id"
        spec={operationLogListSpec}
        actions={viewAction(setViewing)}
        fetchPage={fetchOperationLogs}
        exportConfig={{ url: '/api/system/operationlogs/page', fileTitle: '操作日志' }}
      />
      <OperationLogDetailDialog entry={viewing} onClose={() => setViewing(null)} />
    </>
  );
}
