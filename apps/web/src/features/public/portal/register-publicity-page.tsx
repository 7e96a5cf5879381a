import { CREDIT_TYPE, dictOptions } from '@credit/rules';
import type { PlainColumn } from '@/components/plain/plain-table.tsx';
import { PublicList } from './public-list.tsx';
import { publicity, type PublicRecord } from './publicity-api.ts';
import { RECORD_COLUMNS } from './record-columns.tsx';

const FILTERS = [
  { key: 'enterpriseName', label: '企业名称', maxLength: 50 },
  { key: 'creditType', label: '信用类别', options: dictOptions(CREDIT_TYPE) },
] as const;

const COLUMNS: PlainColumn<PublicRecord>[] = [
  ...RECORD_COLUMNS,
  { key: 'state', title: '处理状态', render: (row) => row.processStatusDescription },
];

/** registerPublicity: credit registrations under review, open to objections until decided. */
export function RegisterPublicityPage() {
  return (
    <PublicList
      caption="审核中的信用登记"
      filters={FILTERS}
      columns={COLUMNS}
      fetch={publicity.registrations}
      rowKey={(row) => row.id}
    />
  );
}
