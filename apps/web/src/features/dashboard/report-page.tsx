import dayjs from 'dayjs';
import { ListPage } from '@/components/list-page/list-page.tsx';
import type { ListColumn } from '@/components/list-page/types.ts';
import { useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
import { fetchReport, REPORT_URL, type ReportRow } from './dashboard-api.ts';

const count = (title: string, dataIndex: keyof ReportRow, width = 90): ListColumn<ReportRow> => ({
  title,
  dataIndex,
  width,
  align: 'right',
});

const COLUMNS: ListColumn<ReportRow>[] = [
  { title: '区县', dataIndex: 'countyName', width: 120, fixed: 'left' },
  count('企业数', 'enterpriseCount'),
  count('AAA', 'levelAAA', 80),
  count('AA', 'levelAA', 80),
  count('A', 'levelA', 80),
  count('B', 'levelB', 80),
  count('C', 'levelC', 80),
  count('良好记录', 'goodRecords', 100),
  count('不良记录', 'badRecords', 100),
  count('申诉', 'appeals', 80),
  count('信用修复', 'repairs', 100),
];

/** reportForms (统计报表): a row per county, for a period (this year by default) and an enterprise type. */
export function ReportPage() {
  const types = useEnterpriseTypes();
  return (
    <ListPage<ReportRow>
      title="统计报表"
      rowKey="county"
      columns={COLUMNS}
      filters={[
        {
          name: 'period',
          label: '统计期间',
          type: 'dateRange',
          disabledFuture: true,
          defaultValue: [dayjs().startOf('year').format('YYYY-MM-DD'), dayjs().format('YYYY-MM-DD')],
        },
        {
          name: 'enterpriseType',
          label: '企业类型',
          type: 'select',
          options: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })),
        },
      ]}
      fetchPage={fetchReport}
      exportConfig={{ url: REPORT_URL, fileTitle: '统计报表' }}
    />
  );
}
