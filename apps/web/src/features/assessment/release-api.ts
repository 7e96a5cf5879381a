import type { Page, ReleaseState } from '@credit/rules';
import { request, type ShownItem } from '@/api/http.ts';
import type { DetailAttachment } from '@/components/detail-view/attachment-thumbnails.tsx';
import type { HistoryEntry } from '@/components/detail-view/history-timeline.tsx';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import type { ScoredEnterprise } from './bonus-detail-dialog.tsx';
import type { TierCount } from './bonus-summary.ts';

/** A release application as the review list shows it (spec §3 Release application). */
export interface ReleaseRow {
  id: number;
  creditTypeDescription: string;
  behaviorCategoryName: string;
  behaviorContentName: string;
  behaviorDescription: string;
  identificationUnit: string;
  actDeterminationDate: string;
  relatedSymbol: string | null;
  contactPerson: string;
  createTime: string;
  state: ReleaseState;
  stateDescription: string;
  /** The application's revision: an action on it is sent for the revision shown (If-Match). */
  revision?: number;
}

/** GET …release/single: the row's fields plus attachments, history and the scored enterprises. */
export interface ReleaseRecord extends ReleaseRow {
  enterpriseAnnexes: DetailAttachment[];
  history: HistoryEntry[];
  enterprises: ScoredEnterprise[];
}

export interface ReviewDecision {
  approved: boolean;
  /** Required when refusing. */
  reason?: string;
}

export async function fetchReleases(kind: AssessmentKind, query: ListQuery): Promise<Page<ReleaseRow>> {
  return (await request<Page<ReleaseRow>>({ url: kind.releasePageUrl, params: query })).extraData;
}

type SingleAnswer = ReleaseRow & {
  enterpriseAnnexes?: DetailAttachment[];
  history?: HistoryEntry[];
  practiceAbility?: ScoredEnterprise[];
  recordPassRate?: ScoredEnterprise[];
};

export async function fetchRelease(kind: AssessmentKind, id: number): Promise<ReleaseRecord> {
  const { practiceAbility, recordPassRate, ...record } = (
    await request<SingleAnswer>({ url: kind.releaseSingleUrl, params: { id } })
  ).extraData;
  return {
    ...record,
    enterpriseAnnexes: record.enterpriseAnnexes ?? [],
    history: record.history ?? [],
    enterprises: practiceAbility ?? recordPassRate ?? [],
  };
}

/** Enterprises per practice-ability tier of one release (GET /api/practiceabilityrelease/summarypracticeability). */
export async function fetchPracticeAbilitySummary(id: number): Promise<TierCount[]> {
  return (await request<TierCount[]>({ url: '/api/practiceabilityrelease/summarypracticeability', params: { id } }))
    .extraData;
}

export const reviewRelease = (kind: AssessmentKind, release: ShownItem, decision: ReviewDecision) =>
  request<unknown>({
    url: `${kind.releaseUrl}/review`,
    method: 'PUT',
    data: { id: release.id, ...decision },
    revision: release.revision,
  });

/** The publishing desk's drafts (GET …release/drafts). */
export async function fetchDrafts(
  kind: AssessmentKind,
  pageIndex: number,
  pageSize: number,
): Promise<Page<ReleaseRow>> {
  return (await request<Page<ReleaseRow>>({ url: `${kind.releaseUrl}/drafts`, params: { pageIndex, pageSize } }))
    .extraData;
}

export const submitDraft = (kind: AssessmentKind, draft: ShownItem) =>
  request<unknown>({
    url: `${kind.releaseUrl}/submit`,
    method: 'PUT',
    data: { id: draft.id },
    revision: draft.revision,
  });

export const deleteDraft = (kind: AssessmentKind, draft: ShownItem) =>
  request<unknown>({ url: kind.releaseUrl, method: 'DELETE', params: { id: draft.id }, revision: draft.revision });
