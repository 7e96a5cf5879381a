import type { Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { QueryParams } from '@/api/request-url.ts';

/** A public record as the server shows it: no person's name, personal numbers masked (docs/public-portal.md). */
export interface PublicRecord {
  id: number;
  registerNumber: string;
  enterpriseId: number;
  enterpriseName: string;
  creditTypeDescription: string;
  actorDescription: string;
  behaviorCategoryName: string;
  behaviorContentName: string;
  identifiedLevelName: string | null;
  scoreValue: number;
  identificationUnit: string;
  relatedSymbol: string | null;
  behaviorDescription: string;
  actDeterminationDate: string;
  publicUntil: string | null;
  processStatusDescription: string;
}

/** A row of the ranking and of appointSort (spec §3 score ranking row). */
export interface RankedEnterprise {
  Id: number;
  CompName: string;
  BusLicenceRegisterNo: string;
  CreditScore: number;
  CreditLevel: string;
  CostCorpType: string;
  Rank?: number;
}

export interface EnterpriseStanding extends RankedEnterprise {
  Rank: number;
  computedOn: string;
}

export interface FoundEnterprise {
  enterpriseId: number;
  enterpriseName: string;
  socialCreditCode: string;
}

export interface PublicPolicy {
  id: number;
  title: string;
  issuer: string;
  issueDate: string;
  fileName: string;
  fileUrl: string;
}

export interface SelfCheck {
  platform: 'up' | 'down';
  database: 'up' | 'down';
  enterpriseSignIn: 'up' | 'down';
  manageSignIn: 'up' | 'down';
}

/** A public read: failures are told on the page itself, so no toast (and no antd) is loaded for them. */
async function read<T>(url: string, params?: QueryParams, data?: unknown): Promise<T> {
  const answer = await request<T>({ url, params, data, method: data === undefined ? 'GET' : 'POST', silent: true });
  return answer.extraData;
}

export const publicity = {
  enterprises: (params: QueryParams) => read<Page<FoundEnterprise>>('/api/publicity/enterprises', params),
  records: (params: QueryParams) => read<Page<PublicRecord>>('/api/publicity/creditrecords', params),
  registrations: (params: QueryParams) => read<Page<PublicRecord>>('/api/publicity/registrations', params),
  record: (id: string) => read<PublicRecord>('/api/publicity/record', { id }),
  ranking: (body: Record<string, unknown>) => read<Page<RankedEnterprise>>('/api/publicity/ranking', undefined, body),
  levels: () => read<{ level: string; count: number }[]>('/api/publicity/levels'),
  standing: (enterpriseId: string) => read<EnterpriseStanding>('/api/publicity/enterpriselevel', { enterpriseId }),
  appointSort: (ids: string) => read<RankedEnterprise[]>('/api/publicity/appointsort', { ids }),
  policies: (params: QueryParams) => read<Page<PublicPolicy>>('/api/publicity/policies', params),
  selfCheck: () => read<SelfCheck>('/api/publicity/selfcheck'),
};

/** The enterprise level page of one enterprise, as search results and rankings link it. */
export const enterpriseLevelPath = (enterpriseId: number) => `/enterpriseLevel?enterpriseId=${enterpriseId}`;

/** The public detail of one record. */
export const recordDetailPath = (id: number) => `/enterpriseRecordDetail?id=${id}`;
