import { read } from '@/api/call.ts';
import type { Answer, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Page } from '@credit/rules';

export const PROPORTION_URL = '/api/statistics/proportion';
export const RECORDS_ANALYSIS_URL = '/api/statistics/records';
export const STORAGE_URL = '/api/statistics/storage';
export const RECORD_COUNT_URL = '/api/statistics/recordcount';

export type Proportions = Answer<typeof PROPORTION_URL>;
export type RecordsAnalysis = Answer<typeof RECORDS_ANALYSIS_URL>;
export type Storage = Answer<typeof STORAGE_URL>;
export type RecordCountRow = RowOf<typeof RECORD_COUNT_URL>;

export const fetchProportions = (query: Record<string, string | number>) => read(PROPORTION_URL, 'get', { query });

/** Good (creditType=1) or bad (2) records of the period, grouped every way the analysis draws. */
export const fetchRecordsAnalysis = (query: Record<string, string | number>) =>
  read(RECORDS_ANALYSIS_URL, 'get', { query: query as { creditType: number } });

export const fetchStorage = () => read(STORAGE_URL, 'get');

export const fetchRecordCounts = (query: ListQuery): Promise<Page<RecordCountRow>> =>
  read(RECORD_COUNT_URL, 'get', { query });
