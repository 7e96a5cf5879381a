import type { Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

type Ok<T> = T extends { responses: { 200: { content: { 'application/json': { extraData: infer D } } } } } ? D : never;

export type ScoreExplanation = Ok<NonNullable<paths['/api/score/explain']['get']>>;
export type RankingRow =
  Ok<NonNullable<paths['/Charts/GetCostScorePageList']['post']>> extends Page<infer R> ? R : never;

export const RANKING_URL = '/Charts/GetCostScorePageList';

export const fetchRanking = async (query: ListQuery): Promise<Page<RankingRow>> =>
  (await request<Page<RankingRow>>({ url: RANKING_URL, method: 'POST', data: query })).extraData;

/** An enterprise's score explained (an enterprise user's own when no id is given). */
export const fetchExplanation = async (enterpriseId?: number): Promise<ScoreExplanation> =>
  (await request<ScoreExplanation>({ url: '/api/score/explain', params: { enterpriseId } })).extraData;

export type StandardRow = Ok<NonNullable<paths['/api/scoring/standard/page']['get']>> extends Page<infer R> ? R : never;
export type WhatIf = Ok<NonNullable<paths['/api/scoring/standard/whatif']['get']>>;
export type StandardForm = Pick<
  StandardRow,
  | 'name'
  | 'effectiveDate'
  | 'basePoints'
  | 'levels'
  | 'trendLevels'
  | 'practiceAbilityTiers'
  | 'passRateGrades'
  | 'requiredEngineers'
> & {
  id?: number;
};

export const STANDARDS_URL = '/api/scoring/standard/page';

export const fetchStandards = async (query: ListQuery): Promise<Page<StandardRow>> =>
  (await request<Page<StandardRow>>({ url: STANDARDS_URL, params: query })).extraData;

export const saveStandard = (form: StandardForm) =>
  request<number>({ url: '/api/scoring/standard', method: form.id ? 'PUT' : 'POST', data: form, silent: true });

export const deleteStandard = (id: number) =>
  request<null>({ url: '/api/scoring/standard', method: 'DELETE', params: { id } });

export const publishStandard = (id: number) =>
  request<null>({ url: '/api/scoring/standard/publish', method: 'PUT', params: { id } });

export const fetchWhatIf = async (id: number): Promise<WhatIf> =>
  (await request<WhatIf>({ url: '/api/scoring/standard/whatif', params: { id } })).extraData;

export type BasicCredit = Ok<NonNullable<paths['/api/credit/basic']['get']>>;

/** An enterprise's basic credit information (an enterprise user's own when no id is given). */
export const fetchBasicCredit = async (enterpriseId?: number): Promise<BasicCredit> =>
  (await request<BasicCredit>({ url: '/api/credit/basic', params: { enterpriseId } })).extraData;
