import type { Page } from '@credit/rules';
import { request } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

type PersonPage = NonNullable<
  paths['/api/enterpriseperson/page']['get']
>['responses'][200]['content']['application/json']['extraData'];

/** A person as GET /api/enterpriseperson/page and /single give it: the row the server documents, less the list's enterprise name. */
export type PersonRow = Omit<PersonPage['pageData'][number], 'enterpriseName'>;

export const fetchPersons = async (enterpriseId: number | undefined, query: ListQuery) =>
  (await request<Page<PersonRow>>({ url: '/api/enterpriseperson/page', params: { ...query, enterpriseId } })).extraData;

export const fetchPerson = async (id: number) =>
  (await request<PersonRow>({ url: '/api/enterpriseperson/single', params: { id } })).extraData;

export const savePerson = (person: Record<string, unknown>) =>
  request<number | null>({ url: '/api/enterpriseperson', method: person.id ? 'PUT' : 'POST', data: person });

export const markLeft = (id: number) =>
  request<null>({ url: '/api/enterpriseperson/enable', method: 'PUT', data: { id, enabled: false } });
