import { todayInShanghai } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Modal, Space, Spin } from 'antd';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { creditReportKeys, fetchCreditReport } from './credit-report-api.ts';
import { CreditReportSheet } from './credit-report-sheet.tsx';
import './credit-report-print.css';

const PRINTING = 'printing-credit-report';

/**
 * 打印信用报告: a credit record's report in a dialog, printed alone on A4. The print copy sits
 * directly under <body> (the dialog's own layers would clip it across pages) and the print
 * stylesheet hides everything else while this dialog is open.
 */
export function CreditReportDialog({ recordId, onClose }: { recordId: number | null; onClose: () => void }) {
  const report = useQuery({
    queryKey: creditReportKeys.report(recordId),
    queryFn: () => fetchCreditReport(recordId ?? 0),
    enabled: recordId !== null,
  });
  const open = recordId !== null;
  useEffect(() => {
    if (!open) return undefined;
    document.body.classList.add(PRINTING);
    return () => document.body.classList.remove(PRINTING);
  }, [open]);
  const printedOn = todayInShanghai();
  const footer = (
    <Space>
      <Button onClick={onClose}>关闭</Button>
      <Button type="primary" disabled={!report.data} onClick={() => window.print()}>
        打印
      </Button>
    </Space>
  );
  return (
    <Modal open={open} title="信用报告" width={900} footer={footer} onCancel={onClose} destroyOnHidden>
      {report.isError && <Alert type="error" showIcon message="信用报告加载失败，请稍后重试" />}
      {report.data ? <CreditReportSheet data={report.data} printedOn={printedOn} /> : !report.isError && <Spin />}
      {open &&
        report.data &&
        createPortal(
          <div className="credit-report-print-copy">
            <CreditReportSheet data={report.data} printedOn={printedOn} />
          </div>,
          document.body,
        )}
    </Modal>
  );
}
