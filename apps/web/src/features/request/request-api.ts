import type { Envelope, Page, RecordRequestKind } from '@credit/rules';
import { request, type ShownItem } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

type Answer<P extends keyof paths> =
  NonNullable<paths[P]['get']> extends {
    responses: { 200: { content: { 'application/json': { extraData: infer D } } } };
  }
    ? D
    : never;

/** A revocation or repair as the lists show it, typed from the server's description. */
export type RequestRow = Answer<'/api/creditrequest/repair/mine'> extends { pageData: (infer R)[] } ? R : never;
export type RecordRequest = Answer<'/api/creditrequest/single'>;

export const fetchRequestPage = async (url: string, query: ListQuery): Promise<Page<RequestRow>> =>
  (await request<Page<RequestRow>>({ url, params: query })).extraData;

export const fetchRequest = async (id: number): Promise<RecordRequest> =>
  (await request<RecordRequest>({ url: '/api/creditrequest/single', params: { id } })).extraData;

export const reviewRequest = (kind: RecordRequestKind, item: ShownItem, decision: Decision) =>
  request<null>({
    url: `/api/creditrequest/${kind.key}/review`,
    method: 'PUT',
    data: { id: item.id, ...decision },
    revision: item.revision,
  });

export const submitRequest = (kind: RecordRequestKind, form: FormData): Promise<Envelope<number>> =>
  request<number>({ url: `/api/creditrequest/${kind.key}`, method: 'POST', data: form, silent: true });
