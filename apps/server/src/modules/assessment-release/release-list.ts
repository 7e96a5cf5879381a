import { RELEASE_STATES, releaseDraftListSpec, releaseReviewListSpec, REVIEWABLE_RELEASE_STATES } from '@credit/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { assessmentReleases } from '../../db/schema/index.ts';
import { defineList } from '../../platform/list/list-declaration.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { presentRelease, releaseColumns, releaseRowSchema } from './release-queries.ts';

const TITLE: Record<ReleaseKind['key'], string> = {
  practiceAbility: '执业能力加分审核',
  passRate: '备案通过率加分审核',
};

const source = { table: assessmentReleases, id: assessmentReleases.id };
const orderBy = [desc(assessmentReleases.createdAt), desc(assessmentReleases.id)];

/** One kind's releases in the given states (of those `allowed`). */
const releasesOf = (kind: ReleaseKind, states: readonly number[]) =>
  and(eq(assessmentReleases.kind, kind.key), inArray(assessmentReleases.state, states.length > 0 ? [...states] : [-1]));

/**
 * The review desk's list (spec §2 screen 4). Drafts never reach a reviewer: without a state
 * filter it shows 待复审, 复审拒绝 and 已完成.
 */
export const releaseReviewList = (kind: ReleaseKind) =>
  defineList({
    method: 'GET',
    url: `${kind.basePath}/page`,
    permission: kind.reviewPermission,
    tags: [kind.tag],
    summary: '发布申请列表（申请日期、状态逗号列表；format=xlsx 导出）',
    spec: releaseReviewListSpec,
    source,
    columns: releaseColumns,
    row: releaseRowSchema,
    where: (filter) =>
      and(
        releasesOf(
          kind,
          (filter.state ?? REVIEWABLE_RELEASE_STATES).filter((state) => REVIEWABLE_RELEASE_STATES.includes(state)),
        ),
        shanghaiTimeRange(assessmentReleases.createdAt, filter.registerStart, filter.registerEnd),
      ),
    orderBy,
    presenter: () => (row) => presentRelease(kind, row),
    export: {
      title: TITLE[kind.key],
    },
    examples: { state: '3,5', registerStart: '2026-01-01', registerEnd: '2026-03-31' },
  });

/** 草稿箱: the publishing desk's drafts waiting to be submitted. */
export const releaseDraftList = (kind: ReleaseKind) =>
  defineList({
    method: 'GET',
    url: `${kind.basePath}/drafts`,
    permission: kind.publishPermission,
    tags: [kind.tag],
    summary: '草稿箱：保存为草稿的发布申请（分页）',
    spec: releaseDraftListSpec,
    source,
    columns: releaseColumns,
    row: releaseRowSchema,
    where: () => releasesOf(kind, [RELEASE_STATES.draft]),
    orderBy,
    presenter: () => (row) => presentRelease(kind, row),
    examples: {},
  });
