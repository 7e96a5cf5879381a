import { CREDIT_TYPE, dictOptions } from '@credit/rules';
import type { PlainColumn } from '@/components/plain/plain-table.tsx';
import { PublicList } from './public-list.tsx';
import { publicity, type PublicRecord } from './publicity-api.ts';
import { RECORD_COLUMNS } from './record-columns.tsx';

const FILTERS = [
  { key: 'enterpriseName', label: '企业名称', maxLength: 50 },
  { key: 'creditType', label: '信用类别', options: dictOptions(CREDIT_TYPE) },
  { key: 'behaviorCategoryName', label: '行为类别', maxLength: 50 },
  { key: 'dateStart', label: '认定日期起', kind: 'date' },
  { key: 'dateEnd', label: '认定日期止', kind: 'date' },
] as const;

const COLUMNS: PlainColumn<PublicRecord>[] = [
  ...RECORD_COLUMNS,
  { key: 'until', title: '公示截止', render: (row) => row.publicUntil ?? '' },
];

/** creditPublic: good and bad records during their publicity period. */
export function CreditPublicPage() {
  return (
    <PublicList
      caption="公示中的信用记录"
      filters={FILTERS}
      columns={COLUMNS}
      fetch={publicity.records}
      rowKey={(row) => row.id}
    />
  );
}
