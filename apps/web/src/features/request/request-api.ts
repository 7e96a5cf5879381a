import type { Envelope, Page, RecordRequestKind } from '@credit/rules';
import type { ShownItem } from '@/api/http.ts';
import { call, read } from '@/api/call.ts';
import type { Answer, ListPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

/** A revocation or repair as the lists show it. */
export type RequestRow = RowOf<'/api/creditrequest/repair/mine'>;
export type RecordRequest = Answer<'/api/creditrequest/single'>;

/** One of the request lists (an applicant's own, a desk's), as the screen names it. */
export const fetchRequestPage = (url: string, query: ListQuery): Promise<Page<RequestRow>> =>
  read(url as ListPath<RequestRow>, 'get', { query });

export const fetchRequest = (id: number): Promise<RecordRequest> =>
  read('/api/creditrequest/single', 'get', { query: { id } });

export const reviewRequest = (kind: RecordRequestKind, item: ShownItem, decision: Decision) =>
  call(`/api/creditrequest/${kind.key}/review` as const, 'put', {
    body: { id: item.id, ...decision },
    revision: item.revision,
  });

export const submitRequest = (kind: RecordRequestKind, form: FormData): Promise<Envelope<unknown>> =>
  call(`/api/creditrequest/${kind.key}` as const, 'post', { body: form, silent: true });
