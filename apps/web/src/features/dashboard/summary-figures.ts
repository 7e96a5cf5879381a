import type { DashboardSummary, ScopeSummary } from './dashboard-api.ts';

export interface SummaryFigure {
  key: string;
  title: string;
  value: number;
  unit: '家' | '条' | '件';
  /** The list behind the figure: its menu url and the filter it opens with; none: a number only. */
  page?: string;
  search?: string;
  tone?: 'good' | 'bad' | 'work';
}

/** Whose enterprises the figures count: the province's, or the park's (docs/dashboard.md). */
export type Scope = 'province' | 'park';

/** The filter that narrows a list to the park's enterprises (企业查询, 信用行为记录 and 资质预警 have it). */
export const withinScope = (scope: Scope, search: string) =>
  scope === 'park' ? [search, 'inPark=1'].filter(Boolean).join('&') : search;

type Counted = Pick<DashboardSummary, 'enterpriseTypes' | 'goodInForce' | 'badInForce' | 'warnings' | 'warningMonth'>;

/** Enterprises per type, each opening 企业查询 with its type (and the park). */
const enterpriseFigures = (summary: Counted, scope: Scope): SummaryFigure[] =>
  summary.enterpriseTypes.map((type) => ({
    key: `type:${type.key}`,
    title: type.label,
    value: type.count,
    unit: '家',
    page: 'enterpriseInquire',
    search: withinScope(scope, `enterpriseType=${type.key}`),
  }));

/** Records in force, opening 信用行为记录 (in force by default) with the credit type. */
const inForceFigures = (summary: Counted, scope: Scope): SummaryFigure[] => [
  {
    key: 'good',
    title: '有效良好记录',
    value: summary.goodInForce,
    unit: '条',
    page: 'behaviorRecord',
    search: withinScope(scope, 'creditType=1'),
    tone: 'good',
  },
  {
    key: 'bad',
    title: '有效不良记录',
    value: summary.badInForce,
    unit: '条',
    page: 'behaviorRecord',
    search: withinScope(scope, 'creditType=2'),
    tone: 'bad',
  },
];

/** The warnings of the latest staffing evaluation, opening 资质预警. */
const warningFigure = (summary: Counted, scope: Scope): SummaryFigure => ({
  key: 'warnings',
  title: summary.warningMonth ? `资质预警（${summary.warningMonth}）` : '资质预警',
  value: summary.warnings,
  unit: '家',
  page: 'dataBoard_warning',
  search: withinScope(scope, '') || undefined,
  tone: 'bad',
});

/** 数据看板's headline figures in the order a credit office reads them (docs/dashboard.md). */
export function summaryFigures(summary: DashboardSummary): SummaryFigure[] {
  return [
    ...enterpriseFigures(summary, 'province'),
    ...inForceFigures(summary, 'province'),
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
    warningFigure(summary, 'province'),
  ];
}

/** 我的看板 of a desk: the same figures over its scope, its own desks' open work in place of every desk's. */
export function scopeFigures(summary: ScopeSummary): SummaryFigure[] {
  return [
    ...enterpriseFigures(summary, summary.scope),
    ...inForceFigures(summary, summary.scope),
    ...summary.desks.map((desk) => ({
      key: `desk:${desk.key}`,
      title: desk.title,
      value: desk.count,
      unit: '件' as const,
      page: desk.route,
      tone: 'work' as const,
    })),
    warningFigure(summary, summary.scope),
  ];
}
