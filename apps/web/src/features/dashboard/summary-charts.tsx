import '@/components/charts/echarts-bars.ts';
import { Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ChartCard } from '@/components/statistics/chart-card.tsx';
import type { ChartSeries } from './dashboard-api.ts';
import type { Scope } from './summary-figures.ts';
import { summaryTables } from './summary-tables.ts';

/** The three charts of 数据看板 and 我的看板 (levels, the twelve months, the counties), each with its table. */
export function SummaryCharts({ series, scope }: { series: ChartSeries; scope: Scope }) {
  const [levels, months, counties] = useMemo(() => summaryTables(series, scope), [series, scope]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={10}>
        {levels && <ChartCard table={levels} kind="bars" />}
      </Col>
      <Col xs={24} lg={14}>
        {months && <ChartCard table={months} kind="bars" />}
      </Col>
      <Col xs={24}>{counties && <ChartCard table={counties} kind="lying" height={360} />}</Col>
    </Row>
  );
}

/** When the sums were counted (kept 30 s) and that the work figures are live. */
export function ComputedAt({ at }: { at: string }) {
  return (
    <Typography.Text type="secondary">
      统计时间：{dayjs(at).format('YYYY-MM-DD HH:mm:ss')}（统计数字每30秒更新，待办数字实时）
    </Typography.Text>
  );
}
