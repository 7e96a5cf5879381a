import { countyReportListSpec } from '@credit/rules';
import { Flex } from 'antd';
import { ListPage } from '@/components/list-page/list-page.tsx';
import { specFilters } from '@/components/list-page/spec-columns.tsx';
import { useListState } from '@/components/list-page/use-list-state.ts';
import { useEnterpriseTypes } from '@/features/enterprise/enterprise-api.ts';
import { filterHeading } from '@/features/statistics/filter-heading.ts';
import { PrintButton, PrintHeading } from '@/features/statistics/print-heading.tsx';
import { fetchReport, REPORT_URL, type ReportRow } from './dashboard-api.ts';

/**
 * reportForms (统计报表): a row per county, for a period (this year by default) and an enterprise
 * type; 打印 prints it alone on A4 landscape with its filters in the heading, as the statistics do.
 */
export function ReportPage() {
  const types = useEnterpriseTypes();
  const filterOptions = { enterpriseType: (types.data ?? []).map((type) => ({ label: type.text, value: type.value })) };
  const fields = specFilters(countyReportListSpec, filterOptions);
  const { formValues } = useListState(fields);
  return (
    <Flex vertical className="statistics-page">
      <PrintHeading title="统计报表" filters={filterHeading(fields, formValues)} />
      <ListPage<ReportRow>
        title="统计报表"
        rowKey="county"
        spec={countyReportListSpec}
        filterOptions={filterOptions}
        fetchPage={fetchReport}
        toolbar={() => <PrintButton />}
        exportConfig={{ url: REPORT_URL, fileTitle: '统计报表' }}
      />
    </Flex>
  );
}
