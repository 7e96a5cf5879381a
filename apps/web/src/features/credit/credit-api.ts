import type { Envelope, Page } from '@credit/rules';
import { call, lowerCase, read } from '@/api/call.ts';
import type { ShownItem } from '@/api/http.ts';
import type { Answer, ListPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

/** A credit record as every list shows it (spec §3 credit registration). */
export type CreditRecordRow = RowOf<'/api/creditregister/desk/firstReview'>;
/** GET /api/creditregister/single: the row plus attachments and history (spec §3 credit record view). */
export type CreditRecord = Answer<'/api/creditregister/single'>;
export type Matter = Answer<'/api/creditregister/matters'>[number];
export type BehaviorCatalogue = Answer<'/Behavior/GetBehaviorList'>;
/** A PDF attachment 附件查看 lists (GET /api/creditregister/attachments). */
export type RecordAttachmentRow = RowOf<'/api/creditregister/attachments'>;
/** A record like the one shown: same enterprise, category and content. */
export type SimilarRow = RowOf<'/api/creditregister/similarity'>;
export type StaffOption = Pick<RowOf<'/api/enterpriseperson/page'>, 'id' | 'name'>;

/** What a batch approval did with each row: the ids it passed, and each refused one with why. */
export type BatchOutcome = Answer<'/api/creditregister/batchapprove', 'put'>;

/** One of the record lists (a desk, an author's list, the enterprise's…), as the screen names it. */
export const fetchRecordPage = (url: string, query: ListQuery): Promise<Page<CreditRecordRow>> =>
  read(url as ListPath<CreditRecordRow>, 'get', { query });

export const fetchAttachmentPage = (query: ListQuery): Promise<Page<RecordAttachmentRow>> =>
  read('/api/creditregister/attachments', 'get', { query });

export const fetchRecord = (id: number): Promise<CreditRecord> =>
  read('/api/creditregister/single', 'get', { query: { id } });

export const fetchSimilar = (recordId: number, paging: { pageIndex: number; pageSize: number }) =>
  read('/api/creditregister/similarity', 'get', { query: { registerId: recordId, ...paging } });

/**
 * POST a new record or PUT a correction (multipart, spec §7 style), state 0 draft / 1 submit; a
 * correction is sent for the revision the form loaded.
 */
export const saveRecord = (form: FormData, method: 'POST' | 'PUT', revision?: number): Promise<Envelope<unknown>> =>
  call('/api/creditregister', lowerCase(method), { body: form, silent: true, revision });

export const withdrawRecord = (record: ShownItem) =>
  call('/api/creditregister/withdraw', 'put', { query: { id: record.id }, revision: record.revision });

export const deleteRecord = (record: ShownItem) =>
  call('/api/creditregister', 'delete', { query: { id: record.id }, revision: record.revision });

export const reviewRecord = (record: ShownItem, decision: Decision) =>
  call('/api/creditregister/review', 'put', { body: { id: record.id, ...decision }, revision: record.revision });

export const repealGoodRecord = (record: ShownItem, reason: string) =>
  call('/api/creditregister/goodrepeal', 'put', {
    body: { id: record.id, reason },
    silent: true,
    revision: record.revision,
  });

/** Each selected row passes on its own, refused when it changed since the list showed it (`revisions`: id → revision). */
export const batchApprove = (rows: ShownItem[]) =>
  call('/api/creditregister/batchapprove', 'put', {
    body: {
      ids: rows.map((row) => row.id),
      revisions: Object.fromEntries(
        rows.flatMap((row) => (row.revision === undefined ? [] : [[String(row.id), row.revision]])),
      ),
    },
  });

export const fetchMatters = (): Promise<Matter[]> => read('/api/creditregister/matters', 'get');

/** The behaviours of a credit type (behaviorType), for an enterprise kind (ratingType) when one is known. */
export const fetchCatalogue = (creditType: number, ratingType: number | undefined): Promise<BehaviorCatalogue> =>
  read('/Behavior/GetBehaviorList', 'get', { query: { behaviorType: creditType, ratingType } });

/** A level's score as the catalogue rates it for the record's actor (1 单位, 2 个人). */
export const fetchRatingScore = (levelId: number, actors: number | undefined) =>
  read('/Behavior/GetRatingScore', 'get', { query: { Id: levelId, actors } });

/** The enterprise's staff in service, to name the person a behaviour is about. */
export const fetchStaff = async (enterpriseId: number | undefined): Promise<StaffOption[]> =>
  (
    await read('/api/enterpriseperson/page', 'get', {
      query: { enterpriseId, state: '1', pageIndex: 1, pageSize: 200 },
    })
  ).pageData;
