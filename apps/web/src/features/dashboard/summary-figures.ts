import type { DashboardSummary } from './dashboard-api.ts';

export interface SummaryFigure {
  key: string;
  title: string;
  value: number;
  unit: '家' | '条' | '件';
  /** The list behind the figure: its menu url and the filter it opens with. */
  page: string;
  search?: string;
  tone?: 'good' | 'bad' | 'work';
}

/** The headline figures in the order a credit office reads them (docs/dashboard.md). */
export function summaryFigures(summary: DashboardSummary): SummaryFigure[] {
  return [
    ...summary.enterpriseTypes.map((type) => ({
      key: `type:${type.key}`,
      title: type.label,
      value: type.count,
      unit: '家' as const,
      page: 'enterpriseInquire',
      search: `enterpriseType=${type.key}`,
    })),
    {
      key: 'good',
      title: '有效良好记录',
      value: summary.goodInForce,
      unit: '条',
      page: 'behaviorRecord',
      search: 'creditType=1',
      tone: 'good',
    },
    {
      key: 'bad',
      title: '有效不良记录',
      value: summary.badInForce,
      unit: '条',
      page: 'behaviorRecord',
      search: 'creditType=2',
      tone: 'bad',
    },
    {
      key: 'waiting',
      title: '待审核信用记录',
      value: summary.recordsWaiting,
      unit: '条',
      page: 'theMatters',
      tone: 'work',
    },
    { key: 'appeals', title: '待处理申诉', value: summary.openAppeals, unit: '件', page: 'theMatters', tone: 'work' },
    {
      key: 'repairs',
      title: '待处理信用修复',
      value: summary.openRepairs,
      unit: '件',
      page: 'theMatters',
      tone: 'work',
    },
    {
      key: 'warnings',
      title: summary.warningMonth ? `资质预警（${summary.warningMonth}）` : '资质预警',
      value: summary.warnings,
      unit: '家',
      page: 'dataBoard_warning',
      tone: 'bad',
    },
  ];
}
