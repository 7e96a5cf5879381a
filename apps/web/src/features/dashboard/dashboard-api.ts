import type { Page } from '@credit/rules';
import { read } from '@/api/call.ts';
import type { Answer, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

export type DashboardSummary = Answer<'/api/dashboard/summary'>;
export type ReportRow = RowOf<'/api/dashboard/report'>;

export const REPORT_URL = '/api/dashboard/report';

export const dashboardKeys = {
  summary: ['dashboard-summary'] as const,
};

export const fetchSummary = (): Promise<DashboardSummary> => read('/api/dashboard/summary', 'get');

export const fetchReport = (query: ListQuery): Promise<Page<ReportRow>> => read(REPORT_URL, 'get', { query });
