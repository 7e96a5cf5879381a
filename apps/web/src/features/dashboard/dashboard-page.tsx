import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { dashboardKeys, fetchSummary } from './dashboard-api.ts';
import { SummaryCards } from './summary-cards.tsx';
import { ComputedAt, SummaryCharts } from './summary-charts.tsx';
import { summaryFigures } from './summary-figures.ts';

const REFRESH_MS = 60_000;

/** dataBoard (数据看板): the headline figures and three charts, from one call refreshed every minute. */
export function DashboardPage() {
  const summary = useQuery({ queryKey: dashboardKeys.summary, queryFn: fetchSummary, refetchInterval: REFRESH_MS });
  const data = summary.data;
  if (summary.isError) return <Alert type="error" showIcon message="数据看板加载失败，请稍后重试" />;
  if (!data) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <SummaryCards figures={summaryFigures(data)} />
      <SummaryCharts series={data} scope="province" />
      <ComputedAt at={data.computedAt} />
    </Flex>
  );
}
