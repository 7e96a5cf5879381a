import { read } from '@/api/call.ts';
import type { Answer } from '@/api/operation.ts';

export const DESK_STATISTICS_URL = '/api/statistics/desk';
export const PERFORMANCE_URL = '/api/statistics/performance';

export type DeskStatistics = Answer<typeof DESK_STATISTICS_URL>;
export type WaitingItem = DeskStatistics['oldest'][number];
export type Performance = Answer<typeof PERFORMANCE_URL>;

/** One review desk's statistics (`desk`: `<flow>:<desk>`). */
export const fetchDeskStatistics = (desk: string) => read(DESK_STATISTICS_URL, 'get', { query: { desk } });

export const fetchPerformance = (query: Record<string, string | number>) => read(PERFORMANCE_URL, 'get', { query });
