import { behaviorRecordListSpec, creditRecordListSpec, enterpriseRecordListSpec, type ListSpec } from '@credit/rules';
import { Button } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { FilterOption } from '@/components/list-page/types.ts';
import { useDivisionOptions, useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
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
  /** The options of filters read from the server. */
  filterOptions?: Partial<Record<string, FilterOption[]>>;
}

/** A credit-record list with the shared filters, export and the detail view (and a row action where given). */
export function RecordsPage({
  title,
  url,
  exportTitle,
  spec = creditRecordListSpec,
  rowAction,
  filterOptions,
}: RecordsPageProps) {
  const [viewingId, setViewingId] = useState<number | null>(null);
  const reloadList = useRef<() => void>(() => undefined);
  return (
    <>
      <ListPage<CreditRecordRow>
        title={title}
        rowKey="id"
        spec={spec}
        renderers={recordCells}
        filterOptions={filterOptions}
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

/**
 * behaviorRecord: records in force (an enterprise's own; management sees every enterprise's), or
 * with 有效状态 every published one; the statistics open it with their figures' filters.
 */
export function BehaviorRecordPage() {
  const types = useEnterpriseTypes();
  const divisions = useDivisionOptions();
  return (
    <RecordsPage
      title="信用行为记录"
      url="/api/creditregister/inforce"
      exportTitle="信用行为记录"
      spec={behaviorRecordListSpec}
      filterOptions={{
        enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
        area: divisions.data ?? [],
      }}
    />
  );
}

/** badnessdata: completed bad records across enterprises. */
export const BadnessDataPage = () => (
  <RecordsPage title="不良信用数据" url="/api/creditregister/bad" exportTitle="不良信用记录" />
);
