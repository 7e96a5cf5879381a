import type { Envelope, Page } from '@credit/rules';
import { request, type ShownItem } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

type SingleAnswer = NonNullable<
  paths['/api/biddingfeedback/single']['get']
>['responses'][200]['content']['application/json'];

/** A bidding-agency feedback with its files and history, typed from the server's description. */
export type Feedback = SingleAnswer['extraData'];
export type FeedbackRow = Omit<Feedback, 'enterpriseAnnexes' | 'history'>;

export const fetchFeedbackPage = async (url: string, query: ListQuery): Promise<Page<FeedbackRow>> =>
  (await request<Page<FeedbackRow>>({ url, params: query })).extraData;

export const fetchFeedback = async (id: number): Promise<Feedback> =>
  (await request<Feedback>({ url: '/api/biddingfeedback/single', params: { id } })).extraData;

/** POST a new feedback or PUT a correction, sent for the revision the form loaded. */
export const saveFeedback = (form: FormData, method: 'POST' | 'PUT', revision?: number): Promise<Envelope<number>> =>
  request<number>({ url: '/api/biddingfeedback', method, data: form, silent: true, revision });

export const deleteFeedback = (feedback: ShownItem) =>
  request<null>({
    url: '/api/biddingfeedback',
    method: 'DELETE',
    params: { id: feedback.id },
    revision: feedback.revision,
  });

export const reviewFeedback = (feedback: ShownItem, decision: Decision) =>
  request<null>({
    url: '/api/biddingfeedback/review',
    method: 'PUT',
    data: { id: feedback.id, ...decision },
    revision: feedback.revision,
  });
