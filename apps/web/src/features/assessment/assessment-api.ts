import type { Envelope, Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';

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
export interface ExamDetail {
  candidateName: string;
  enterpriseName: string;
  paperName: string;
  examAddress: string;
  examStartTime: string | null;
  examEndTime: string | null;
  scoreValue: number | null;
  createTime: string;
}

export async function fetchImportRows(kind: AssessmentKind, query: ListQuery): Promise<Page<ImportRow>> {
  const { url, method } = kind.importPage;
  const answer = await request<Page<ImportRow>>(
    method === 'GET' ? { url, params: query } : { url, method, data: query },
  );
  return answer.extraData;
}

export const deleteImportRows = (kind: AssessmentKind, ids: number[]) =>
  request<unknown>({ url: kind.deleteUrl, method: 'DELETE', data: ids });

export async function fetchExamDetails(id: number, pageIndex: number, pageSize: number): Promise<Page<ExamDetail>> {
  const answer = await request<Page<ExamDetail>>({
    url: '/api/practiceability/detailpage',
    params: { id, pageIndex, pageSize },
  });
  return answer.extraData;
}

/** Multipart release application; the caller tells the user how it went (spec §8 release save). */
export const postRelease = (kind: AssessmentKind, form: FormData): Promise<Envelope<unknown>> =>
  request<unknown>({ url: kind.releaseUrl, method: 'POST', data: form, silent: true });
