import type { StatTable } from '@credit/rules';
import dayjs from 'dayjs';
import type { ChartSeries } from './dashboard-api.ts';
import { withinScope, type Scope } from './summary-figures.ts';

const RECORDS = 'behaviorRecord';
const goodAndBad = [
  { key: 'good', title: '良好记录', unit: '条', search: 'creditType=1' },
  { key: 'bad', title: '不良记录', unit: '条', search: 'creditType=2' },
];

/**
 * The three charts of 数据看板 and 我的看板 as tables (docs/dashboard.md), each cell opening the list
 * that counts it: a level the ranking (the province only: the ranking has no park filter), a month
 * its published records determined in it, a county its records in force.
 */
export function summaryTables(series: ChartSeries, scope: Scope): StatTable[] {
  return [
    {
      key: 'levels',
      title: '企业信用等级分布',
      category: '信用等级',
      series: [{ key: 'enterprises', title: '企业数', unit: '家' }],
      rows: series.levels.map((level) => ({
        key: level.key,
        label: level.label,
        values: [level.count],
        search: `creditlevel=${encodeURIComponent(level.key)}`,
      })),
      ...(scope === 'province' && { page: 'enterprisegrade' }),
    },
    {
      key: 'months',
      title: '近12个月发布的良好与不良记录',
      category: '月份',
      series: goodAndBad,
      rows: series.months.map((month) => {
        const first = dayjs(`${month.month}-01`);
        const period = `validity=published&determinationStart=${first.format('YYYY-MM-DD')}&determinationEnd=${first.endOf('month').format('YYYY-MM-DD')}`;
        return {
          key: month.month,
          label: month.month,
          values: [month.good, month.bad],
          search: withinScope(scope, period),
        };
      }),
      page: RECORDS,
    },
    {
      key: 'counties',
      title: '各区县有效信用记录（前10）',
      category: '区县',
      series: goodAndBad,
      rows: series.counties.map((county) => ({
        key: county.code,
        label: county.name,
        values: [county.good, county.bad],
        search: withinScope(scope, `area=${county.code}`),
      })),
      page: RECORDS,
    },
  ];
}
