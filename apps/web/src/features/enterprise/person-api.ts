import type { Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';

/** A person as GET /api/enterpriseperson/page and /single give it: the documented row, less the list's enterprise name. */
export type PersonRow = Omit<RowOf<'/api/enterpriseperson/page'>, 'enterpriseName'>;

export const personKeys = {
  person: (id: number | undefined) => ['person', id] as const,
};

export const fetchPersons = (enterpriseId: number | undefined, query: ListQuery): Promise<Page<PersonRow>> =>
  read('/api/enterpriseperson/page', 'get', { query: { ...query, enterpriseId } });

/** The description leaves the single person's answer open: it is the list's row. */
export const fetchPerson = async (id: number) =>
  (await read('/api/enterpriseperson/single', 'get', { query: { id } })) as PersonRow;

export const savePerson = ({ id, ...person }: Record<string, unknown>) =>
  typeof id === 'number'
    ? call('/api/enterpriseperson', 'put', { body: { ...person, id } })
    : call('/api/enterpriseperson', 'post', { body: person });

export const markLeft = (id: number) =>
  call('/api/enterpriseperson/enable', 'put', { body: { id, enabled: false } });
