import '@/components/charts/echarts-bars.ts';
import { Card, Col, Row, Typography } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { ChartBox } from '@/components/charts/chart-box.tsx';
import type { ChartSeries } from './dashboard-api.ts';
import { countyOption, levelOption, monthlyOption } from './dashboard-options.ts';

/** The three charts of 数据看板 and 我的看板: levels, the twelve months, the counties. */
export function SummaryCharts({ series }: { series: ChartSeries }) {
  const charts = useMemo(
    () => ({ level: levelOption(series), monthly: monthlyOption(series), county: countyOption(series) }),
    [series],
  );
  return (
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
          {series.counties.length === 0 ? (
            <Typography.Text type="secondary">暂无数据</Typography.Text>
          ) : (
            <ChartBox option={charts.county} label="各区县有效信用记录数量图" height={360} />
          )}
        </Card>
      </Col>
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
