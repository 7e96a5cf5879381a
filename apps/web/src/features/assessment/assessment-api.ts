import type { Envelope, Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { ApiPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';

/** A practice-ability import row: one enterprise's aggregate of its examinees (spec §3). */
export type PracticeAbilityRow = RowOf<'/api/practiceability/page'>;

/** A pass-rate import row: one enterprise, year and quarter with its grade (spec §3). */
export type PassRateRow = RowOf<'/api/recordpassrate/page', 'post'>;

export type ImportRow = PracticeAbilityRow | PassRateRow;

/** One examinee's result (GET /api/practiceability/detailpage). */
export type ExamDetail = RowOf<'/api/practiceability/detailpage'>;

export const assessmentKeys = {
  examDetails: (rowId: number | null, paging: { pageIndex: number; pageSize: number }) =>
    ['practice-ability-details', rowId, paging] as const,
};

/** Either kind's import list: practice ability reads it with GET, pass rate with POST (spec §7). */
export function fetchImportRows(kind: AssessmentKind, query: ListQuery): Promise<Page<ImportRow>> {
  const { url, method } = kind.importPage;
  return method === 'GET'
    ? read(url as '/api/practiceability/page', 'get', { query })
    : read(url as '/api/recordpassrate/page', 'post', { body: query });
}

export const deleteImportRows = (kind: AssessmentKind, ids: number[]) =>
  call(kind.deleteUrl as Extract<ApiPath, `${string}/delete`>, 'delete', { body: ids });

export const fetchExamDetails = (id: number, pageIndex: number, pageSize: number): Promise<Page<ExamDetail>> =>
  read('/api/practiceability/detailpage', 'get', { query: { id, pageIndex, pageSize } });

/** Multipart release application; the caller tells the user how it went (spec §8 release save). */
export const postRelease = (kind: AssessmentKind, form: FormData): Promise<Envelope<unknown>> =>
  call(kind.releaseUrl as Extract<ApiPath, `${string}release`>, 'post', { body: form, silent: true });
