import { creditRecordListSpec, enterpriseRecordListSpec, type ListSpec } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { fetchRecordPage, type CreditRecordRow } from './credit-api.ts';
import { recordCells } from './record-columns.tsx';
import { RecordViewDialog } from './record-view-dialog.tsx';

interface RecordsPageProps {
  title: string;
  url: string;
  exportTitle: string;
  /** The list's spec; by default every record list's. */
  spec?: ListSpec;
  /** An action of the row beside 查看, given the list's reload. */
  rowAction?: (row: CreditRecordRow, reload: () => void) => ReactNode;
}

/** A credit-record list with the shared filters, export and the detail view (and a row action where given). */
export function RecordsPage({ title, url, exportTitle, spec = creditRecordListSpec, rowAction }: RecordsPageProps) {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ListPage<CreditRecordRow>
        title={title}
        rowKey="id"
        spec={spec}
        renderers={recordCells}
        actions={{
          width: 180,
          render: (row) => (
            <>
              <Button type="link" size="small" onClick={() => setViewingId(row.id)}>
                查看
              </Button>
              {rowAction?.(row, () => reloadList.current())}
            </>
          ),
        }}
        fetchPage={(query) => fetchRecordPage(url, query)}
        toolbar={({ reload }) => {
          reloadList.current = reload;
          return null;
        }}
        exportConfig={{ url, fileTitle: exportTitle }}
      />
      <RecordViewDialog recordId={viewingId} onClose={() => setViewingId(null)} />
    </>
  );
}

/** enterPriseTable: every submitted record about the enterprise. */
export const EnterpriseRecordsPage = () => (
  <RecordsPage
    title="企业信用记录"
    url="/api/creditregister/enterprise"
    exportTitle="企业信用记录"
    spec={enterpriseRecordListSpec}
  />
);

/** behaviorRecord: records in force (an enterprise's own; management sees every enterprise's). */
export const BehaviorRecordPage = () => (
  <RecordsPage
    title="有效期内的信用行为记录"
    url="/api/creditregister/inforce"
    exportTitle="有效信用记录"
    spec={enterpriseRecordListSpec}
  />
);

/** badnessdata: completed bad records across enterprises. */
export const BadnessDataPage = () => (
  <RecordsPage title="不良信用数据" url="/api/creditregister/bad" exportTitle="不良信用记录" />
);
