import type { StatTable } from '@credit/rules';
import type { EChartsCoreOption } from '@/components/charts/echarts-pie.ts';

/** How a table is drawn: a ring of shares, bars (grouped or stacked, upright or lying), or lines over time. */
export type ChartKind = 'ring' | 'bars' | 'stacked' | 'lying' | 'lines';

const GOOD_COLOR = '#52c41a';
const BAD_COLOR = '#fa541c';
const PALETTE = ['#1677ff', '#36cfc9', '#73d13d', '#faad14', '#ff4d4f', '#9254de', '#eb2f96', '#8c8c8c'];

/** Good and bad keep their colours on every page; other series take the palette. */
const colorOf = (key: string, index: number) =>
  key === 'good' ? GOOD_COLOR : key === 'bad' ? BAD_COLOR : (PALETTE[index % PALETTE.length] ?? '#1677ff');

const unitFormatter = (unit: string) => (value: unknown) => `${String(value)} ${unit}`;

function ringOption(table: StatTable): EChartsCoreOption {
  const [series] = table.series;
  return {
    color: PALETTE,
    tooltip: { trigger: 'item', formatter: `{b}：{c} ${series?.unit ?? ''}（{d}%）` },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        name: series?.title ?? table.title,
        type: 'pie',
        radius: ['40%', '68%'],
        center: ['50%', '45%'],
        label: { formatter: '{b}\n{d}%' },
        data: table.rows.map((row) => ({ name: row.label, value: row.values[0] ?? 0 })),
      },
    ],
  };
}

function axisOption(table: StatTable, kind: Exclude<ChartKind, 'ring'>): EChartsCoreOption {
  const lying = kind === 'lying';
  const rows = lying ? table.rows.toReversed() : table.rows;
  const categories = { type: 'category', data: rows.map((row) => row.label), axisLabel: { hideOverlap: true } };
  const values = { type: 'value', minInterval: 1, name: table.series[0]?.unit ?? '' };
  return {
    color: table.series.map((series, index) => colorOf(series.key, index)),
    grid: { left: lying ? 96 : 48, right: 24, top: 32, bottom: 56 },
    tooltip: {
      trigger: 'axis',
      axisPointer: { type: kind === 'lines' ? 'line' : 'shadow' },
      valueFormatter: unitFormatter(table.series[0]?.unit ?? ''),
    },
    legend: { bottom: 0, type: 'scroll' },
    xAxis: lying ? values : categories,
    yAxis: lying ? categories : values,
    series: table.series.map((series, index) => ({
      name: series.title,
      type: kind === 'lines' ? 'line' : 'bar',
      barMaxWidth: 40,
      ...(kind === 'stacked' || kind === 'lying' ? { stack: 'all' } : {}),
      data: rows.map((row) => row.values[index] ?? 0),
    })),
  };
}

/** The ECharts option that draws `table` as `kind`. */
export function statTableOption(table: StatTable, kind: ChartKind): EChartsCoreOption {
  return kind === 'ring' ? ringOption(table) : axisOption(table, kind);
}
