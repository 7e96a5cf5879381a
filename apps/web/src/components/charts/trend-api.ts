import { read } from '@/api/call.ts';
import type { Answer } from '@/api/operation.ts';

export type CreditTrend = Answer<'/api/publicity/trend'>;
export type LevelTrend = Answer<'/api/publicity/EntyLevel'>;
export type TrendRecord = CreditTrend['datas'][number];

export const trendKeys = {
  credit: (enterpriseId: number, type: number, year: number) => ['credit-trend', enterpriseId, type, year] as const,
  level: (enterpriseId: number) => ['level-trend', enterpriseId] as const,
};

/** Screen 11's score trend: type 0 monthly, 1 quarterly, 2 annual (public). */
export const fetchCreditTrend = (enterpriseId: number, type: number, year: number): Promise<CreditTrend> =>
  read('/api/publicity/trend', 'get', { query: { enterpriseId, type, year } });

/** The level trend over the last twelve months (public). */
export const fetchLevelTrend = (enterpriseId: number): Promise<LevelTrend> =>
  read('/api/publicity/EntyLevel', 'get', { query: { enterpriseId } });
