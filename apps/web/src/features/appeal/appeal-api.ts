import type { Envelope, Page } from '@credit/rules';
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

/** An appeal as the lists show it (spec §3 appeal), typed from the server's description. */
export type AppealRow = Answer<'/api/creditappeal/mine'> extends { pageData: (infer R)[] } ? R : never;
/** GET /api/creditappeal/single: the row, its attachments and history. */
export type Appeal = Answer<'/api/creditappeal/single'>;

export const fetchAppealPage = async (url: string, query: ListQuery): Promise<Page<AppealRow>> =>
  (await request<Page<AppealRow>>({ url, params: query })).extraData;

export const fetchAppeal = async (id: number): Promise<Appeal> =>
  (await request<Appeal>({ url: '/api/creditappeal/single', params: { id } })).extraData;

export const reviewAppeal = (appeal: ShownItem, decision: Decision) =>
  request<null>({
    url: '/api/creditappeal/review',
    method: 'PUT',
    data: { id: appeal.id, ...decision },
    revision: appeal.revision,
  });

export const submitAppeal = (form: FormData): Promise<Envelope<number>> =>
  request<number>({ url: '/api/creditappeal', method: 'POST', data: form, silent: true });
