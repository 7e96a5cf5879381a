import type { Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { Answer, QueryOf, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

export type WarningRow = RowOf<'/Qualification/GetAllQualificationList'>;
export type StaffRow = RowOf<'/Qualification/GetQualificationPersonList'>;
export type QualificationPreview = Answer<'/Qualification/GetQualificationPreview'>;
export type WarningStatistics = Answer<'/Qualification/GetQualificationStatistics'>;

export const WARNING_LIST_URL = '/Qualification/GetAllQualificationList';

export const qualificationKeys = {
  statistics: ['qualification-warning-statistics'] as const,
  preview: (id: number | undefined) => ['qualification-preview', id] as const,
  staff: (enterpriseId: number, filter: object, paging: { pageIndex: number; pageSize: number }) =>
    ['qualification-staff', enterpriseId, filter, paging] as const,
};

/** The legacy lookups of spec §7 page as `{ PageData, TotalCount, PageIndex, PageSize }`. */
const asPage = <R>(page: { PageData: R[]; TotalCount: number; PageIndex: number; PageSize: number }): Page<R> => ({
  pageData: page.PageData,
  totalCount: page.TotalCount,
  pageIndex: page.PageIndex,
  pageSize: page.PageSize,
});

export const fetchWarnings = async (query: ListQuery): Promise<Page<WarningRow>> =>
  asPage(await read(WARNING_LIST_URL, 'get', { query }));

export const fetchWarningStatistics = () => read('/Qualification/GetQualificationStatistics', 'get');

export const fetchQualificationPreview = (id: number) =>
  read('/Qualification/GetQualificationPreview', 'get', { query: { Id: id } });

export const fetchStaff = async (
  query: QueryOf<'/Qualification/GetQualificationPersonList'>,
): Promise<Page<StaffRow>> => asPage(await read('/Qualification/GetQualificationPersonList', 'get', { query }));

/** PUT /Qualification/EvaluateStaffing: a month evaluated again (the administrator). */
export const evaluateStaffing = (month: string) =>
  call('/Qualification/EvaluateStaffing', 'put', { query: { month } });
