import type { Envelope, Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { ApiPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';

/* The description leaves both import lists' answers open: their rows are the app's. */

/** A practice-ability import row: one enterprise's aggregate of its examinees (spec §3). */
export interface PracticeAbilityRow {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  examineeCount: number;
  unExamineeCount: number;
  averageScore: number | null;
  scoreValue: number | null;
  createTime: string;
  createPerson: string;
  result: boolean;
  reason: string | null;
}

/** A pass-rate import row: one enterprise, year and quarter with its grade (spec §3). */
export interface PassRateRow {
  id: number;
  enterpriseName: string;
  socialCreditCode: string;
  registerYear: number;
  quarterDescription: string;
  levelDescription: string;
  scoreValue?: number | null;
  createPerson: string;
  createTime: string;
  result: boolean;
  reason: string | null;
}

export type ImportRow = PracticeAbilityRow | PassRateRow;

/** One examinee's result (GET /api/practiceability/detailpage). */
export type ExamDetail = RowOf<'/api/practiceability/detailpage'>;

export const assessmentKeys = {
  examDetails: (rowId: number | null, paging: { pageIndex: number; pageSize: number }) =>
    ['practice-ability-details', rowId, paging] as const,
};

/** Either kind's import list: practice ability reads it with GET, pass rate with POST (spec §7). */
export async function fetchImportRows(kind: AssessmentKind, query: ListQuery): Promise<Page<ImportRow>> {
  const { url, method } = kind.importPage;
  const answer =
    method === 'GET'
      ? await read(url as '/api/practiceability/page', 'get', { query })
      : await read(url as '/api/recordpassrate/page', 'post', { body: query });
  return answer as Page<ImportRow>;
}

export const deleteImportRows = (kind: AssessmentKind, ids: number[]) =>
  call(kind.deleteUrl as Extract<ApiPath, `${string}/delete`>, 'delete', { body: ids });

export const fetchExamDetails = (id: number, pageIndex: number, pageSize: number): Promise<Page<ExamDetail>> =>
  read('/api/practiceability/detailpage', 'get', { query: { id, pageIndex, pageSize } });

/** Multipart release application; the caller tells the user how it went (spec §8 release save). */
export const postRelease = (kind: AssessmentKind, form: FormData): Promise<Envelope<unknown>> =>
  call(kind.releaseUrl as Extract<ApiPath, `${string}release`>, 'post', { body: form, silent: true });
