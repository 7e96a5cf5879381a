import { CREDIT_RECORD_STATES, type CreditReviewDesk } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Button, Modal, Space, Spin } from 'antd';
import { useState } from 'react';
import { CreditReportDialog } from '@/components/credit-report/credit-report-dialog.tsx';
import { useRefusedReload } from '@/components/revision/use-refused-reload.tsx';
import { fetchRecord } from './credit-api.ts';
import { DeskDecision } from './desk-decision.tsx';
import { RecordDetail, recordSnapshot } from './record-detail.tsx';
import { usePdfRoute } from './use-pdf-route.ts';
import { creditKeys } from './credit-keys.ts';

interface RecordViewDialogProps {
  recordId: number | null;
  /** The review desk the viewer works at: its decision buttons show while the record waits there. */
  desk?: CreditReviewDesk;
  onClose: () => void;
  onDecided?: () => void;
}

/** 查看: a credit record's detail (screen 12) in a dialog, with the desk's decision while it waits. */
export function RecordViewDialog({ recordId, desk, onClose, onDecided }: RecordViewDialogProps) {
  const pdfRoute = usePdfRoute();
  const record = useQuery({
    queryKey: creditKeys.record(recordId),
    queryFn: () => fetchRecord(recordId ?? 0),
    enabled: recordId !== null,
  });
  const [reporting, setReporting] = useState<number | null>(null);
  const reload = useRefusedReload({
    itemKey: recordId,
    item: record.data,
    snapshot: recordSnapshot,
    reload: () => record.refetch(),
  });
  const waitingHere = desk && record.data !== undefined && desk.waiting.includes(record.data.processStatus);
  const published = record.data?.processStatus === CREDIT_RECORD_STATES.completed;
  const footer = (
    <Space wrap>
      <Button onClick={onClose}>关闭</Button>
      {published && record.data && <Button onClick={() => setReporting(record.data?.id ?? null)}>打印信用报告</Button>}
      {waitingHere && !reload.unavailable && record.data && (
        <DeskDecision
          record={record.data}
          approveConfirm={record.data.approveConfirm ?? ''}
          onDecided={() => {
            onClose();
            onDecided?.();
          }}
          onRefused={reload.refused}
        />
      )}
    </Space>
  );
  return (
    <Modal
      open={recordId !== null}
      title="信用记录详情"
      width={1000}
      footer={footer}
      onCancel={onClose}
      destroyOnHidden
    >
      {record.data ? <RecordDetail record={record.data} pdfRoute={pdfRoute} notice={reload.notice} /> : <Spin />}
      <CreditReportDialog recordId={reporting} onClose={() => setReporting(null)} />
    </Modal>
  );
}
