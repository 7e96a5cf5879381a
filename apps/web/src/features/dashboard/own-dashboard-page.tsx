import { useQuery } from '@tanstack/react-query';
import { Alert, Flex, Spin } from 'antd';
import { dashboardKeys, fetchOwn } from './dashboard-api.ts';
import { EnterpriseStanding } from './enterprise-standing.tsx';
import { SummaryCards } from './summary-cards.tsx';
import { ComputedAt, SummaryCharts } from './summary-charts.tsx';
import { scopeFigures } from './summary-figures.ts';

const REFRESH_MS = 60_000;

/**
 * dataBoard1 (我的看板): 数据看板 for the viewer's own scope (docs/dashboard.md) — an enterprise its
 * standing, the park desk its park's enterprises, another desk the province — from one call.
 */
export function OwnDashboardPage() {
  const own = useQuery({ queryKey: dashboardKeys.own, queryFn: fetchOwn, refetchInterval: REFRESH_MS });
  const data = own.data;
  if (own.isError) return <Alert type="error" showIcon message="我的看板加载失败，请稍后重试" />;
  if (!data) return <Spin />;
  if (data.scope === 'enterprise') return <EnterpriseStanding summary={data} />;
  return (
    <Flex vertical gap={16}>
      <Alert type="info" showIcon message={data.scope === 'park' ? '统计范围：园区企业' : '统计范围：全省企业'} />
      <SummaryCards figures={scopeFigures(data)} />
      <SummaryCharts series={data} scope={data.scope === 'park' ? 'park' : 'province'} />
      <ComputedAt at={data.computedAt} />
    </Flex>
  );
}
