import type { Page } from '@credit/rules';
import { useQuery } from '@tanstack/react-query';
import { request, upload } from '@/api/http.ts';
import type { FilterOption } from '@/components/list-page/types.ts';

export interface StoredAnnex {
  id: number;
  fileName: string;
  fileType: string;
  createTime: string;
  relativePath: string;
}

/** GET /api/enterprise/single. */
export interface EnterpriseProfile {
  id: number;
  socialCreditCode: string;
  enterpriseName: string;
  legalRepresentative: string;
  corporateIDCard: string;
  province: string;
  area: string;
  county: string;
  provinceName: string;
  areaName: string;
  countyName: string;
  enterpriseType: string;
  enterpriseDescription: string;
  qualificationLevelDescription: string;
  registeredCapital: number;
  contactPerson: string;
  contactPhone: string;
  fixedTelephone: string | null;
  email: string;
  enterpriseURL: string | null;
  enterpriseEstablishmentTime: string;
  officeAddress: string;
  registeredAddress: string;
  businessscope: string;
  remarks: string | null;
  commitLetterSubmitted: boolean;
  /** When the enterprise came onto the platform (its registration), YYYY-MM-DD HH:mm:ss. */
  createTime: string;
  enterpriseAnnexes: StoredAnnex[];
}

/** 所在地区 as the enterprise's pages show it: 海南省 / 海口市 / 龙华区. */
export const placeText = (profile: EnterpriseProfile): string =>
  [profile.provinceName, profile.areaName, profile.countyName].join(' / ');

/** The attachments an enterprise registers with (spec §3 Annex fileType). */
export const ENTERPRISE_ANNEX_TYPES = [
  { name: '承诺书', label: '承诺书' },
  { name: '营业执照', label: '营业执照' },
];

export interface HistoryItem {
  time: string;
  operator: string;
  items: string[];
}

export interface Option {
  text: string;
  value: string;
}

export interface DivisionNode extends Option {
  subMap: DivisionNode[];
}

/** The enterprise a page shows: undefined is the caller's own (enterprise users). */
export const enterpriseKey = (id: number | undefined) => ['enterprise', id ?? 'own'] as const;

export function useEnterprise(id: number | undefined) {
  return useQuery({
    queryKey: enterpriseKey(id),
    queryFn: async () =>
      (await request<EnterpriseProfile>({ url: '/api/enterprise/single', params: { id } })).extraData,
  });
}

export const fetchHistory = async (params: { id?: number; historyType: 0 | 1; pageIndex: number; pageSize: number }) =>
  (await request<Page<HistoryItem>>({ url: '/api/enterprise/history', params })).extraData;

/** Reference lists: fetched once per session. */
const forever = { staleTime: Infinity, gcTime: Infinity } as const;

const divisionsQuery = {
  queryKey: ['divisions'],
  queryFn: async () => (await request<DivisionNode[]>({ url: '/api/map/tree' })).extraData,
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
    queryKey: ['enterprise-types'],
    queryFn: async () => (await request<Option[]>({ url: '/api/general/enterprisetype' })).extraData,
    ...forever,
  });
}

export function useJobTitles() {
  return useQuery({
    queryKey: ['job-titles'],
    queryFn: async () =>
      (await request<{ jobTitle: Option[]; qualification: Option[] }>({ url: '/api/general/jobtitlequalification' }))
        .extraData,
    ...forever,
  });
}

/** GET /api/enterprise/verify: whether another enterprise already has the name. */
export const enterpriseNameTaken = async (enterpriseName: string, id?: number) =>
  (await request<boolean>({ url: '/api/enterprise/verify', params: { enterpriseName, id }, silent: true })).extraData;

export const saveEnterprise = (form: FormData) =>
  upload<null>({ url: '/api/enterprise', method: 'PUT', form, timeoutMs: 120_000 });

/** POST /api/enterprise/register (public): the enterprise form plus socialCreditCode. */
export const registerEnterprise = (form: FormData) =>
  upload<null>({ url: '/api/enterprise/register', form, timeoutMs: 120_000 });
