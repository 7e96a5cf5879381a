import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';

type Ok<T> = T extends { responses: { 200: { content: { 'application/json': { extraData: infer D } } } } } ? D : never;

export type CreditTrend = Ok<NonNullable<paths['/api/publicity/trend']['get']>>;
export type LevelTrend = Ok<NonNullable<paths['/api/publicity/EntyLevel']['get']>>;
export type TrendRecord = CreditTrend['datas'][number];

/** Screen 11's score trend: type 0 monthly, 1 quarterly, 2 annual (public). */
export const fetchCreditTrend = async (enterpriseId: number, type: number, year: number): Promise<CreditTrend> =>
  (await request<CreditTrend>({ url: '/api/publicity/trend', params: { enterpriseId, type, year } })).extraData;

/** The level trend over the last twelve months (public). */
export const fetchLevelTrend = async (enterpriseId: number): Promise<LevelTrend> =>
  (await request<LevelTrend>({ url: '/api/publicity/EntyLevel', params: { enterpriseId } })).extraData;
