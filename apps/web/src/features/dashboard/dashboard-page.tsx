import '@/components/charts/echarts-bars.ts';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Col, Flex, Row, Spin, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ChartBox } from '@/components/charts/chart-box.tsx';
import { dashboardKeys, fetchSummary } from './dashboard-api.ts';
import { countyOption, levelOption, monthlyOption } from './dashboard-options.ts';
import { SummaryCards } from './summary-cards.tsx';

const REFRESH_MS = 60_000;

/** dataBoard (数据看板): the headline figures and three charts, from one call refreshed every minute. */
export function DashboardPage() {
  const summary = useQuery({ queryKey: dashboardKeys.summary, queryFn: fetchSummary, refetchInterval: REFRESH_MS });
  const data = summary.data;
  const charts = useMemo(
    () => data && { level: levelOption(data), monthly: monthlyOption(data), county: countyOption(data) },
    [data],
  );
  if (summary.isError) return <Alert type="error" showIcon message="数据看板加载失败，请稍后重试" />;
  if (!data || !charts) return <Spin />;
  return (
    <Flex vertical gap={16}>
      <SummaryCards summary={data} />
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={10}>
          <Card title="企业信用等级分布">
            <ChartBox option={charts.level} label="企业信用等级分布图" />
          </Card>
        </Col>
        <Col xs={24} lg={14}>
          <Card title="近12个月发布的良好与不良记录">
            <ChartBox option={charts.monthly} label="近12个月良好与不良记录数量图" />
          </Card>
        </Col>
        <Col xs={24}>
          <Card title="各区县有效信用记录（前10）">
            {data.counties.length === 0 ? (
              <Typography.Text type="secondary">暂无数据</Typography.Text>
            ) : (
              <ChartBox option={charts.county} label="各区县有效信用记录数量图" height={360} />
            )}
          </Card>
        </Col>
      </Row>
      <Typography.Text type="secondary">
        统计时间：{dayjs(data.computedAt).format('YYYY-MM-DD HH:mm:ss')}（统计数字每30秒更新，待办数字实时）
      </Typography.Text>
    </Flex>
  );
}
