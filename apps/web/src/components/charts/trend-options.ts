import type { EChartsCoreOption } from './echarts-line.ts';
import type { CreditTrend, LevelTrend } from './trend-api.ts';

const scoreFormat = new Intl.NumberFormat('zh-CN', { maximumFractionDigits: 2 });

/** The score line: one point per month, quarter or year; a period without a score leaves a gap. */
export function scoreTrendOption({ charts }: CreditTrend): EChartsCoreOption {
  return {
    grid: { left: 48, right: 24, top: 24, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      valueFormatter: (value: unknown) => (typeof value === 'number' ? `${scoreFormat.format(value)} 分` : '暂无数据'),
    },
    xAxis: { type: 'category', data: charts.xAxis, boundaryGap: false },
    yAxis: {
      type: 'value',
      name: '信用分',
      scale: true,
      axisLabel: { formatter: (v: number) => scoreFormat.format(v) },
    },
    series: charts.series.map((series) => ({
      name: series.name,
      type: 'line',
      data: series.data,
      connectNulls: false,
      label: {
        show: true,
        formatter: ({ value }: { value: unknown }) => (typeof value === 'number' ? scoreFormat.format(value) : ''),
      },
    })),
  };
}

/** The level line on the trend scale (C, B, B+, A from the bottom). */
export function levelTrendOption({ charts }: LevelTrend): EChartsCoreOption {
  return {
    grid: { left: 48, right: 24, top: 24, bottom: 32 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => (typeof value === 'string' ? value : '暂无数据') },
    xAxis: { type: 'category', data: charts.xAxis, boundaryGap: false },
    yAxis: { type: 'category', name: '信用等级', data: charts.yAxis, boundaryGap: false },
    series: charts.series.map((series) => ({
      name: series.name,
      type: 'line',
      step: 'middle',
      data: series.data,
      label: { show: true },
    })),
  };
}
