import type { Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

type Ok<T> = T extends { responses: { 200: { content: { 'application/json': { extraData: infer D } } } } } ? D : never;

export type DashboardSummary = Ok<NonNullable<paths['/api/dashboard/summary']['get']>>;
export type ReportRow = Ok<NonNullable<paths['/api/dashboard/report']['get']>> extends Page<infer R> ? R : never;

export const REPORT_URL = '/api/dashboard/report';

export const fetchSummary = async (): Promise<DashboardSummary> =>
  (await request<DashboardSummary>({ url: '/api/dashboard/summary' })).extraData;

export const fetchReport = async (query: ListQuery): Promise<Page<ReportRow>> =>
  (await request<Page<ReportRow>>({ url: REPORT_URL, params: query })).extraData;
