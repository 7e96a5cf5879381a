import type { Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { Answer, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

export type ScoreExplanation = Answer<'/api/score/explain'>;
export type RankingRow = RowOf<'/Charts/GetCostScorePageList', 'post'>;
export type StandardRow = RowOf<'/api/scoring/standard/page'>;
export type WhatIf = Answer<'/api/scoring/standard/whatif'>;
export type BasicCredit = Answer<'/api/credit/basic'>;
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

export const RANKING_URL = '/Charts/GetCostScorePageList';
export const STANDARDS_URL = '/api/scoring/standard/page';

/** An enterprise's reads; an id left out is an enterprise user's own. */
export const scoringKeys = {
  explanation: (enterpriseId: number | undefined) => ['score-explanation', enterpriseId ?? 'own'] as const,
  basicCredit: (enterpriseId: number | undefined) => ['basic-credit', enterpriseId ?? 'own'] as const,
  whatIf: (standardId: number | undefined) => ['standard-what-if', standardId] as const,
};

export const fetchRanking = (query: ListQuery): Promise<Page<RankingRow>> => read(RANKING_URL, 'post', { body: query });

/** An enterprise's score explained (an enterprise user's own when no id is given). */
export const fetchExplanation = (enterpriseId?: number): Promise<ScoreExplanation> =>
  read('/api/score/explain', 'get', { query: { enterpriseId } });

export const fetchStandards = (query: ListQuery): Promise<Page<StandardRow>> =>
  read(STANDARDS_URL, 'get', { query });

export const saveStandard = ({ id, ...standard }: StandardForm) =>
  id
    ? call('/api/scoring/standard', 'put', { body: { ...standard, id }, silent: true })
    : call('/api/scoring/standard', 'post', { body: standard, silent: true });

export const deleteStandard = (id: number) => call('/api/scoring/standard', 'delete', { query: { id } });

export const publishStandard = (id: number) => call('/api/scoring/standard/publish', 'put', { query: { id } });

export const fetchWhatIf = (id: number): Promise<WhatIf> =>
  read('/api/scoring/standard/whatif', 'get', { query: { id } });

/** An enterprise's basic credit information (an enterprise user's own when no id is given). */
export const fetchBasicCredit = (enterpriseId?: number): Promise<BasicCredit> =>
  read('/api/credit/basic', 'get', { query: { enterpriseId } });
