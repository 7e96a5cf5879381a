import type { Page } from '@credit/rules';
import { call, read } from '@/api/call.ts';
import type { ShownItem } from '@/api/http.ts';
import type { Answer, ApiPath, ListPath, RowOf } from '@/api/operation.ts';
import type { ListQuery } from '@/components/list-page/types.ts';
import type { AssessmentKind } from './assessment-kind.ts';
import type { ScoredEnterprise } from './bonus-detail-dialog.tsx';

/** A release application as the review list shows it (spec §3 Release application). */
export type ReleaseRow = RowOf<'/api/practiceabilityrelease/page'>;

/** GET …release/single of either kind. */
type SingleAnswer = Answer<ReleasePath<'/single'>>;

/** GET …release/single: the row's fields plus attachments, history and the scored enterprises of its kind. */
export type ReleaseRecord = SingleAnswer & { enterprises: ScoredEnterprise[] };

export interface ReviewDecision {
  approved: boolean;
  /** Required when refusing. */
  reason?: string;
}

/** A release operation of either kind, named by what follows the kind's release URL. */
type ReleasePath<Action extends string> = Extract<ApiPath, `${string}release${Action}`>;

export const releaseKeys = {
  /** Every release of a kind, whichever its dialog shows. */
  releases: (kind: AssessmentKind) => [kind.key, 'release'] as const,
  release: (kind: AssessmentKind, id: number | null) => [...releaseKeys.releases(kind), id] as const,
  drafts: (kind: AssessmentKind, pageIndex: number) => [kind.key, 'drafts', pageIndex] as const,
  tierSummary: (id: number | undefined) => ['practice-ability-summary', id] as const,
};

export const fetchReleases = (kind: AssessmentKind, query: ListQuery): Promise<Page<ReleaseRow>> =>
  read(kind.releasePageUrl as ListPath<ReleaseRow>, 'get', { query });

/** GET …release/single of either kind: the row, its attachments and history, and the kind's scored rows. */
export async function fetchRelease(kind: AssessmentKind, id: number): Promise<ReleaseRecord> {
  const answer = await read(kind.releaseSingleUrl as ReleasePath<'/single'>, 'get', { query: { id } });
  return { ...answer, enterprises: 'practiceAbility' in answer ? answer.practiceAbility : answer.recordPassRate };
}

/** Enterprises per practice-ability tier of one release. */
export const fetchPracticeAbilitySummary = (id: number) =>
  read('/api/practiceabilityrelease/summarypracticeability', 'get', { query: { id } });

export const reviewRelease = (kind: AssessmentKind, release: ShownItem, decision: ReviewDecision) =>
  call(`${kind.releaseUrl}/review` as ReleasePath<'/review'>, 'put', {
    body: { id: release.id, ...decision },
    revision: release.revision,
  });

/** The publishing desk's drafts (GET …release/drafts). */
export const fetchDrafts = (kind: AssessmentKind, pageIndex: number, pageSize: number): Promise<Page<ReleaseRow>> =>
  read(`${kind.releaseUrl}/drafts` as ReleasePath<'/drafts'>, 'get', { query: { pageIndex, pageSize } });

export const submitDraft = (kind: AssessmentKind, draft: ShownItem) =>
  call(`${kind.releaseUrl}/submit` as ReleasePath<'/submit'>, 'put', {
    body: { id: draft.id },
    revision: draft.revision,
  });

export const deleteDraft = (kind: AssessmentKind, draft: ShownItem) =>
  call(kind.releaseUrl as ReleasePath<''>, 'delete', { query: { id: draft.id }, revision: draft.revision });
