import { useQuery } from '@tanstack/react-query';
import { call, read, uploadTo } from '@/api/call.ts';
import type { Answer, QueryOf } from '@/api/operation.ts';
import type { FilterOption } from '@/components/list-page/types.ts';

/** GET /api/enterprise/single: the profile with its labels and attachments. */
export type EnterpriseProfile = Answer<'/api/enterprise/single'>;

/** An attachment the enterprise registered with, as its profile lists it. */
export type StoredAnnex = EnterpriseProfile['enterpriseAnnexes'][number];

/** 所在地区 as the enterprise's pages show it: 海南省 / 海口市 / 龙华区. */
export const placeText = (profile: EnterpriseProfile): string =>
  [profile.provinceName, profile.areaName, profile.countyName].join(' / ');

/** The attachments an enterprise registers with (spec §3 Annex fileType). */
export const ENTERPRISE_ANNEX_TYPES = [
  { name: '承诺书', label: '承诺书' },
  { name: '营业执照', label: '营业执照' },
];

/** A province, city or district of GET /api/map/tree, with the divisions under it. */
export type DivisionNode = Answer<'/api/map/tree'>[number];

/** The enterprise feature's cached reads; an id left out is the caller's own enterprise (enterprise users). */
export const enterpriseKeys = {
  profile: (id: number | undefined) => ['enterprise', id ?? 'own'] as const,
  introduction: (id: number | undefined) => ['introduction', id ?? 'own'] as const,
  /** Every change history (enterprise and staff), whichever page each shows. */
  histories: ['history'] as const,
  history: (historyType: 0 | 1, id: number | undefined, pageIndex: number) =>
    [...enterpriseKeys.histories, historyType, id, pageIndex] as const,
  divisions: ['divisions'] as const,
  enterpriseTypes: ['enterprise-types'] as const,
  jobTitles: ['job-titles'] as const,
};

export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKeys.profile(id),
    queryFn: () => read('/api/enterprise/single', 'get', { query: { id } }),
  });
}

export const fetchHistory = (query: QueryOf<'/api/enterprise/history'>) =>
  read('/api/enterprise/history', 'get', { query });

export const fetchIntroduction = (enterpriseId: number | undefined) =>
  read('/api/enterprise/companyintroduce', 'get', { query: { enterpriseId } });

export const saveIntroduction = (enterpriseId: number | undefined, introduce: string) =>
  call('/api/enterprise/updatecompanyintroduce', 'post', { body: { enterpriseId, introduce } });

/** 同步 from the comprehensive service platform: the enterprise's data or its staff. */
export const syncEnterprise = (
  what: 'enterprisedatasynchro' | 'EnterprisePersonDataSynchro',
  enterpriseId: number,
) => call(`/api/enterprise/${what}` as const, 'get', { query: { guid: enterpriseId }, timeoutMs: 30_000 });

/** Reference lists: fetched once per session. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

const divisionsQuery = {
  queryKey: enterpriseKeys.divisions,
  queryFn: () => read('/api/map/tree', 'get'),
  ...forever,
};

export function useDivisions() {
  return useQuery(divisionsQuery);
}

const divisionOptions = (nodes: DivisionNode[]): FilterOption[] =>
  nodes.map(({ text, value, subMap }) => ({
    label: text,
    value,
    children: subMap.length > 0 ? divisionOptions(subMap) : undefined,
  }));

/** The same tree as a list filter's cascader options. */
export function useDivisionOptions() {
  return useQuery({ ...divisionsQuery, select: divisionOptions });
}

export function useEnterpriseTypes() {
  return useQuery({
    queryKey: enterpriseKeys.enterpriseTypes,
    queryFn: () => read('/api/general/enterprisetype', 'get'),
    ...forever,
  });
}

export function useJobTitles() {
  return useQuery({
    queryKey: enterpriseKeys.jobTitles,
    queryFn: () => read('/api/general/jobtitlequalification', 'get'),
    ...forever,
  });
}

/** GET /api/enterprise/verify: whether another enterprise already has the name. */
export const enterpriseNameTaken = (enterpriseName: string, id?: number) =>
  read('/api/enterprise/verify', 'get', { query: { enterpriseName, id }, silent: true });

export const UPLOAD_TIMEOUT_MS = 120_000;

export const saveEnterprise = (form: FormData) =>
  uploadTo('/api/enterprise', 'put', { form, timeoutMs: UPLOAD_TIMEOUT_MS });

/** POST /api/enterprise/register (public): the enterprise form plus socialCreditCode. */
export const registerEnterprise = (form: FormData) =>
  uploadTo('/api/enterprise/register', 'post', { form, timeoutMs: UPLOAD_TIMEOUT_MS });
