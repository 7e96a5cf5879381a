import type { Envelope, Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { ShownItem } from '@/api/http.ts';
import type { Answer, ListPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

/** An appeal as the lists show it (spec §3 appeal). */
export type AppealRow = RowOf<'/api/creditappeal/mine'>;
/** GET /api/creditappeal/single: the row, its attachments and history. */
export type Appeal = Answer<'/api/creditappeal/single'>;

/** One of the appeal lists (the applicant's own, a desk's), as the screen names it. */
export const fetchAppealPage = (url: string, query: ListQuery): Promise<Page<AppealRow>> =>
  read(url as ListPath<AppealRow>, 'get', { query });

export const fetchAppeal = (id: number): Promise<Appeal> => read('/api/creditappeal/single', 'get', { query: { id } });

export const reviewAppeal = (appeal: ShownItem, decision: Decision) =>
  call('/api/creditappeal/review', 'put', { body: { id: appeal.id, ...decision }, revision: appeal.revision });

export const submitAppeal = (form: FormData): Promise<Envelope<unknown>> =>
  call('/api/creditappeal', 'post', { body: form, silent: true });
