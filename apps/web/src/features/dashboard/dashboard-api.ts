import type { Page } from '@credit/rules';
import { read } from '@/api/call.ts';
import type { Answer, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

export type DashboardSummary = Answer<'/api/dashboard/summary'>;
export type ReportRow = RowOf<'/api/dashboard/report'>;
/** 我的看板: a management desk's scope (park or province) or an enterprise's standing. */
export type OwnDashboard = Answer<'/api/dashboard/own'>;
export type ScopeSummary = Extract<OwnDashboard, { scope: 'park' | 'province' }>;
export type EnterpriseSummary = Extract<OwnDashboard, { scope: 'enterprise' }>;
/** What the three charts draw, the same on 数据看板 and 我的看板. */
export type ChartSeries = Pick<DashboardSummary, 'levels' | 'months' | 'counties'>;

export const REPORT_URL = '/api/dashboard/report';

export const dashboardKeys = {
  summary: ['dashboard-summary'] as const,
  own: ['dashboard-own'] as const,
};

export const fetchSummary = (): Promise<DashboardSummary> => read('/api/dashboard/summary', 'get');

export const fetchOwn = (): Promise<OwnDashboard> => read('/api/dashboard/own', 'get');

export const fetchReport = (query: ListQuery): Promise<Page<ReportRow>> => read(REPORT_URL, 'get', { query });
