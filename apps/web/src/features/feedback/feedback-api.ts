import type { Envelope, Page } from '@credit/rules';
import { call, lowerCase, read } from '@/api/call.ts';
import type { ShownItem } from '@/api/http.ts';
import type { Answer, ListPath } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

/** A bidding-agency feedback with its files and history. */
export type Feedback = Answer<'/api/biddingfeedback/single'>;
export type FeedbackRow = Omit<Feedback, 'enterpriseAnnexes' | 'history'>;

/** One of the feedback lists (the agency's own, the desk's), as the screen names it. */
export const fetchFeedbackPage = (url: string, query: ListQuery): Promise<Page<FeedbackRow>> =>
  read(url as ListPath<FeedbackRow>, 'get', { query });

export const fetchFeedback = (id: number): Promise<Feedback> =>
  read('/api/biddingfeedback/single', 'get', { query: { id } });

/** POST a new feedback or PUT a correction, sent for the revision the form loaded. */
export const saveFeedback = (form: FormData, method: 'POST' | 'PUT', revision?: number): Promise<Envelope<unknown>> =>
  call('/api/biddingfeedback', lowerCase(method), { body: form, silent: true, revision });

export const deleteFeedback = (feedback: ShownItem) =>
  call('/api/biddingfeedback', 'delete', { query: { id: feedback.id }, revision: feedback.revision });

export const reviewFeedback = (feedback: ShownItem, decision: Decision) =>
  call('/api/biddingfeedback/review', 'put', { body: { id: feedback.id, ...decision }, revision: feedback.revision });
