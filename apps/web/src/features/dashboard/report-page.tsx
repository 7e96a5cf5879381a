import { countyReportListSpec } from '@credit/rules';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
import { fetchReport, REPORT_URL, type ReportRow } from './dashboard-api.ts';

/** reportForms (统计报表): a row per county, for a period (this year by default) and an enterprise type. */
export function ReportPage() {
  const types = useEnterpriseTypes();
  return (
    <ListPage<ReportRow>
      title="统计报表"
      rowKey="county"
      spec={countyReportListSpec}
      filterOptions={{ enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })) }}
      fetchPage={fetchReport}
      exportConfig={{ url: REPORT_URL, fileTitle: '统计报表' }}
    />
  );
}
