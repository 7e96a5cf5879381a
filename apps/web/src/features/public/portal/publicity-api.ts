import { read } from '@/api/call.ts';
import type { Answer, QueryOf, RowOf } from '@/api/operation.ts';

/** A public record as the server shows it: no person's name, personal numbers masked (docs/public-portal.md). */
export type PublicRecord = RowOf<'/api/publicity/creditrecords'>;
/** A row of the ranking and of appointSort (spec §3 score ranking row); appointSort also gives its place. */
export type RankedEnterprise = RowOf<'/api/publicity/ranking', 'post'> &
  Partial<Pick<Answer<'/api/publicity/appointsort'>[number], 'Rank'>>;
export type EnterpriseStanding = Answer<'/api/publicity/enterpriselevel'>;
export type FoundEnterprise = RowOf<'/api/publicity/enterprises'>;
export type PublicPolicy = RowOf<'/api/publicity/policies'>;
export type SelfCheck = Answer<'/api/publicity/selfcheck'>;

/** The portal's cached reads, all under `publicity`. */
export const publicityKeys = {
  /** A public list by its caption, at the query the URL holds. */
  list: (caption: string, query: object) => ['publicity', caption, query] as const,
  latest: (creditType: number) => ['publicity', 'latest', creditType] as const,
  selfCheck: ['publicity', 'self-check'] as const,
  appointSort: (ids: string) => ['publicity', 'appoint-sort', ids] as const,
  enterpriseSearch: (keyword: string) => ['publicity', 'enterprise-search', keyword] as const,
  levels: ['publicity', 'levels'] as const,
  record: (id: string) => ['publicity', 'record', id] as const,
  standing: (enterpriseId: string) => ['publicity', 'standing', enterpriseId] as const,
};

/* A public read's failure is told on the page itself, so no toast (and no antd) is loaded for it: silent. */
export const publicity = {
  enterprises: (query: QueryOf<'/api/publicity/enterprises'>) =>
    read('/api/publicity/enterprises', 'get', { query, silent: true }),
  records: (query: QueryOf<'/api/publicity/creditrecords'>) =>
    read('/api/publicity/creditrecords', 'get', { query, silent: true }),
  registrations: (query: QueryOf<'/api/publicity/registrations'>) =>
    read('/api/publicity/registrations', 'get', { query, silent: true }),
  record: (id: string) => read('/api/publicity/record', 'get', { query: { id: Number(id) }, silent: true }),
  ranking: (body: Record<string, string | number>) =>
    read('/api/publicity/ranking', 'post', { body, silent: true }),
  levels: () => read('/api/publicity/levels', 'get', { silent: true }),
  standing: (enterpriseId: string) =>
    read('/api/publicity/enterpriselevel', 'get', { query: { enterpriseId: Number(enterpriseId) }, silent: true }),
  appointSort: (ids: string) => read('/api/publicity/appointsort', 'get', { query: { ids }, silent: true }),
  policies: (query: QueryOf<'/api/publicity/policies'>) =>
    read('/api/publicity/policies', 'get', { query, silent: true }),
  selfCheck: () => read('/api/publicity/selfcheck', 'get', { silent: true }),
};

/** The enterprise level page of one enterprise, as search results and rankings link it. */
export const enterpriseLevelPath = (enterpriseId: number) => `/enterpriseLevel?enterpriseId=${enterpriseId}`;

/** The public detail of one record. */
export const recordDetailPath = (id: number) => `/enterpriseRecordDetail?id=${id}`;
