import type { EChartsCoreOption } from '@/components/charts/echarts-bars.ts';
import type { ChartSeries } from './dashboard-api.ts';

const GOOD_COLOR = '#52c41a';
const BAD_COLOR = '#fa541c';
const LEVEL_COLORS = ['#1677ff', '#36cfc9', '#73d13d', '#faad14', '#ff4d4f'];

/** Enterprises per credit level, AAA to C, as bars (a level without enterprises keeps its place). */
export function levelOption({ levels }: ChartSeries): EChartsCoreOption {
  return {
    grid: { left: 40, right: 16, top: 32, bottom: 32 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${String(value)} 家`,
    },
    xAxis: { type: 'category', data: levels.map((level) => level.label) },
    yAxis: { type: 'value', name: '家', minInterval: 1 },
    series: [
      {
        name: '企业数',
        type: 'bar',
        barMaxWidth: 48,
        label: { show: true, position: 'top' },
        data: levels.map((level, index) => ({
          value: level.count,
          itemStyle: { color: LEVEL_COLORS[index % LEVEL_COLORS.length] },
        })),
      },
    ],
  };
}

/** Published good and bad records per month, the last twelve months. */
export function monthlyOption({ months }: ChartSeries): EChartsCoreOption {
  return {
    color: [GOOD_COLOR, BAD_COLOR],
    grid: { left: 40, right: 16, top: 32, bottom: 56 },
    tooltip: { trigger: 'axis', valueFormatter: (value: unknown) => `${String(value)} 条` },
    legend: { bottom: 0 },
    xAxis: { type: 'category', data: months.map((month) => month.month), axisLabel: { hideOverlap: true } },
    yAxis: { type: 'value', name: '条', minInterval: 1 },
    series: [
      { name: '良好记录', type: 'bar', data: months.map((month) => month.good) },
      { name: '不良记录', type: 'bar', data: months.map((month) => month.bad) },
    ],
  };
}

/** Records in force per county, the ten with the most, stacked good and bad. */
export function countyOption({ counties }: ChartSeries): EChartsCoreOption {
  const shown = counties.toReversed();
  return {
    color: [GOOD_COLOR, BAD_COLOR],
    grid: { left: 80, right: 24, top: 16, bottom: 48 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: 'shadow' },
      valueFormatter: (value: unknown) => `${String(value)} 条`,
    },
    legend: { bottom: 0 },
    xAxis: { type: 'value', minInterval: 1 },
    yAxis: { type: 'category', data: shown.map((county) => county.name) },
    series: [
      { name: '良好记录', type: 'bar', stack: 'records', data: shown.map((county) => county.good) },
      { name: '不良记录', type: 'bar', stack: 'records', data: shown.map((county) => county.bad) },
    ],
  };
}
