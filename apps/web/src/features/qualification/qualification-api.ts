import type { Page } from '@credit/rules';
import { request, requestJson } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

/** The legacy lookup answers of spec §7 carry their data under `Data`. */
type Data<T> = T extends { responses: { 200: { content: { 'application/json': { Data: infer D } } } } } ? D : never;
type LegacyPage<R> = { PageData: R[]; TotalCount: number; PageIndex: number; PageSize: number };
type RowOf<P> = P extends LegacyPage<infer R> ? R : never;

export type WarningRow = RowOf<Data<NonNullable<paths['/Qualification/GetAllQualificationList']['get']>>>;
export type StaffRow = RowOf<Data<NonNullable<paths['/Qualification/GetQualificationPersonList']['get']>>>;
export type QualificationPreview = Data<NonNullable<paths['/Qualification/GetQualificationPreview']['get']>>;
export type WarningStatistics = Data<NonNullable<paths['/Qualification/GetQualificationStatistics']['get']>>;

export const WARNING_LIST_URL = '/Qualification/GetAllQualificationList';

const legacyData = async <T>(url: string, params: Record<string, string | number | undefined> = {}) =>
  (await requestJson<{ Data: T }>({ url, params })).Data;

const asPage = <R>(page: LegacyPage<R>): Page<R> => ({
  pageData: page.PageData,
  totalCount: page.TotalCount,
  pageIndex: page.PageIndex,
  pageSize: page.PageSize,
});

export const fetchWarnings = async (query: ListQuery): Promise<Page<WarningRow>> =>
  asPage(await legacyData<LegacyPage<WarningRow>>(WARNING_LIST_URL, query));

export const fetchWarningStatistics = () => legacyData<WarningStatistics>('/Qualification/GetQualificationStatistics');

export const fetchQualificationPreview = (id: number) =>
  legacyData<QualificationPreview>('/Qualification/GetQualificationPreview', { Id: id });

export const fetchStaff = async (query: Record<string, string | number | undefined>): Promise<Page<StaffRow>> =>
  asPage(await legacyData<LegacyPage<StaffRow>>('/Qualification/GetQualificationPersonList', query));

/** PUT /Qualification/EvaluateStaffing: a month evaluated again (the administrator). */
export const evaluateStaffing = (month: string) =>
  request<number>({ url: '/Qualification/EvaluateStaffing', method: 'PUT', params: { month } });
