import type { Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

/** A person as GET /api/enterpriseperson/page and /single give it. */
export interface PersonRow {
  id: number;
  enterpriseId: number;
  name: string;
  gender: 0 | 1;
  genderDescription: string;
  idCard: string;
  phone: string;
  enabled: boolean;
  enabledDescription: string;
  jobTitle: string;
  jobTitleDescription: string;
  qualification: string[];
  qualificationDescription: string;
  createTime?: string;
}

export const fetchPersons = async (enterpriseId: number | undefined, query: ListQuery) =>
  (await request<Page<PersonRow>>({ url: '/api/enterpriseperson/page', params: { ...query, enterpriseId } })).extraData;

export const fetchPerson = async (id: number) =>
  (await request<PersonRow>({ url: '/api/enterpriseperson/single', params: { id } })).extraData;

export const savePerson = (person: Record<string, unknown>) =>
  request<number | null>({ url: '/api/enterpriseperson', method: person.id ? 'PUT' : 'POST', data: person });

export const markLeft = (id: number) =>
  request<null>({ url: '/api/enterpriseperson/enable', method: 'PUT', data: { id, enabled: false } });
