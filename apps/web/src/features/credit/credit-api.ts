import type { Envelope, Page } from '@credit/rules';
import { request, type ShownItem } from '@/api/http.ts';
import type { paths } from '@/api/openapi.generated.ts';
import type { AnnexType } from '@/components/attachment-upload/types.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { Decision } from '@/components/review-decision.tsx';

type Answer<P extends keyof paths> =
  NonNullable<paths[P]['get']> extends {
    responses: { 200: { content: { 'application/json': { extraData: infer D } } } };
  }
    ? D
    : never;

/** A credit record as every list shows it (spec §3 credit registration), typed from the server's description. */
export type CreditRecordRow =
  Answer<'/api/creditregister/desk/firstReview'> extends { pageData: (infer R)[] } ? R : never;
/** GET /api/creditregister/single: the row plus attachments and history (spec §3 credit record view). */
export type CreditRecord = Answer<'/api/creditregister/single'>;
export type Matter = Answer<'/api/creditregister/matters'>[number];
export type BehaviorCatalogue = Answer<'/Behavior/GetBehaviorList'>;

export interface BatchOutcome {
  passed: number[];
  failed: { id: number; registerNumber: string; message: string }[];
}

export const fetchRecordPage = async (url: string, query: ListQuery): Promise<Page<CreditRecordRow>> =>
  (await request<Page<CreditRecordRow>>({ url, params: query })).extraData;

/** A PDF attachment 附件查看 lists (GET /api/creditregister/attachments). */
export type RecordAttachmentRow =
  Answer<'/api/creditregister/attachments'> extends { pageData: (infer R)[] } ? R : never;

export const fetchAttachmentPage = async (query: ListQuery): Promise<Page<RecordAttachmentRow>> =>
  (await request<Page<RecordAttachmentRow>>({ url: '/api/creditregister/attachments', params: query })).extraData;

export const fetchRecord = async (id: number): Promise<CreditRecord> =>
  (await request<CreditRecord>({ url: '/api/creditregister/single', params: { id } })).extraData;

/**
 * POST a new record or PUT a correction (multipart, spec §7 style), state 0 draft / 1 submit; a
 * correction is sent for the revision the form loaded.
 */
export const saveRecord = (form: FormData, method: 'POST' | 'PUT', revision?: number): Promise<Envelope<number>> =>
  request<number>({ url: '/api/creditregister', method, data: form, silent: true, revision });

export const withdrawRecord = (record: ShownItem) =>
  request<null>({
    url: '/api/creditregister/withdraw',
    method: 'PUT',
    params: { id: record.id },
    revision: record.revision,
  });

export const deleteRecord = (record: ShownItem) =>
  request<null>({ url: '/api/creditregister', method: 'DELETE', params: { id: record.id }, revision: record.revision });

export const reviewRecord = (record: ShownItem, decision: Decision) =>
  request<null>({
    url: '/api/creditregister/review',
    method: 'PUT',
    data: { id: record.id, ...decision },
    revision: record.revision,
  });

export const repealGoodRecord = (record: ShownItem, reason: string) =>
  request<null>({
    url: '/api/creditregister/goodrepeal',
    method: 'PUT',
    data: { id: record.id, reason },
    silent: true,
    revision: record.revision,
  });

/** Each selected row passes on its own, refused when it changed since the list showed it (`revisions`: id → revision). */
export const batchApprove = (rows: ShownItem[]) =>
  request<BatchOutcome>({
    url: '/api/creditregister/batchapprove',
    method: 'PUT',
    data: {
      ids: rows.map((row) => row.id),
      revisions: Object.fromEntries(
        rows.flatMap((row) => (row.revision === undefined ? [] : [[String(row.id), row.revision]])),
      ),
    },
  });

export const fetchMatters = async (): Promise<Matter[]> =>
  (await request<Matter[]>({ url: '/api/creditregister/matters' })).extraData;

export const fetchCatalogue = async (creditType: number): Promise<BehaviorCatalogue> =>
  (await request<BehaviorCatalogue>({ url: '/Behavior/GetBehaviorList', params: { behaviorType: creditType } }))
    .extraData;

export const fetchRecordAnnexTypes = async (): Promise<AnnexType[]> =>
  (await request<AnnexType[]>({ url: '/api/annex/multip', params: { type: 'creditRecord' } })).extraData;

export interface StaffOption {
  id: number;
  name: string;
}

/** The enterprise's staff in service, to name the person a behaviour is about. */
export const fetchStaff = async (enterpriseId: number | undefined): Promise<StaffOption[]> =>
  (
    await request<Page<StaffOption>>({
      url: '/api/enterpriseperson/page',
      params: { enterpriseId, state: 1, pageIndex: 1, pageSize: 200 },
    })
  ).extraData.pageData;
