import {
  ASSESSMENT_RELEASE_TEXT,
  labelOf,
  RELEASE_STATE,
  RELEASE_STATES,
  REVIEWABLE_RELEASE_STATES,
  type ReleasePageQuery,
} from '@credit/rules';
import { and, asc, count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import {
  annexes,
  assessmentReleaseAnnexes,
  assessmentReleaseHistory,
  assessmentReleases,
} from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import type { UrlSigner } from '../../platform/files/index.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import { pagedRows, type PageRequest } from '../../platform/paged-rows.ts';
import { annexViewColumns, withSignedPath } from '../annex/annex-queries.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';
import type { ReleaseKind } from './release-kinds.ts';

export type ReleaseFilter = Omit<ReleasePageQuery, 'pageIndex' | 'pageSize'>;

/** Drafts never reach a reviewer: without a state filter the list shows 待复审, 复审拒绝 and 已完成. */
const REVIEWABLE_STATES: readonly number[] = REVIEWABLE_RELEASE_STATES;

/** The publishing desk's own list: drafts waiting to be submitted. */
export const DRAFT_STATES: readonly number[] = [RELEASE_STATES.draft];

function whereOf(kind: ReleaseKind, filter: ReleaseFilter, allowed: readonly number[]): SQL | undefined {
  const states = (filter.state ?? allowed).filter((state) => allowed.includes(state));
  return and(
    eq(assessmentReleases.kind, kind.key),
    inArray(assessmentReleases.state, states.length > 0 ? states : [-1]),
    shanghaiTimeRange(assessmentReleases.createdAt, filter.registerStart, filter.registerEnd),
  );
}

const listColumns = {
  ...aliasedColumns({
    id: assessmentReleases.id,
    state: assessmentReleases.state,
    identificationUnit: assessmentReleases.identificationUnit,
    relatedSymbol: assessmentReleases.relatedSymbol,
    contactPerson: assessmentReleases.contactPerson,
    behaviorDescription: assessmentReleases.behaviorDescription,
  }),
  actDeterminationDate: dateText(assessmentReleases.actDeterminationDate).as('actDeterminationDate'),
  createTime: dateTimeText(assessmentReleases.createdAt).as('createTime'),
};

export type ReleaseListRow = {
  id: number;
  state: number;
  identificationUnit: string;
  relatedSymbol: string | null;
  contactPerson: string;
  behaviorDescription: string;
  actDeterminationDate: string;
  createTime: string;
};

/** A release as the lists and the view show it (spec §3 Release application). */
export function presentRelease(kind: ReleaseKind, row: ReleaseListRow) {
  return { ...ASSESSMENT_RELEASE_TEXT[kind.key], ...row, stateDescription: labelOf(RELEASE_STATE, row.state) };
}

function listQuery(db: Database, kind: ReleaseKind, filter: ReleaseFilter, allowed = REVIEWABLE_STATES) {
  return db
    .select(listColumns)
    .from(assessmentReleases)
    .where(whereOf(kind, filter, allowed))
    .orderBy(desc(assessmentReleases.createdAt), desc(assessmentReleases.id));
}

export function findReleasePage(
  db: Database,
  kind: ReleaseKind,
  filter: ReleaseFilter,
  page: PageRequest,
  allowed = REVIEWABLE_STATES,
) {
  return pagedRows(
    listQuery(db, kind, filter, allowed),
    db
      .select({ n: count() })
      .from(assessmentReleases)
      .where(whereOf(kind, filter, allowed)),
    page,
  );
}

export const releaseListSql = (db: Database, kind: ReleaseKind, filter: ReleaseFilter) =>
  listQuery(db, kind, filter).toSQL();

export async function findRelease(db: Database, kind: ReleaseKind, id: number): Promise<ReleaseListRow | undefined> {
  const [row] = await db
    .select(listColumns)
    .from(assessmentReleases)
    .where(and(eq(assessmentReleases.id, id), eq(assessmentReleases.kind, kind.key)));
  return row;
}

export async function releaseAnnexes(db: Database, urls: UrlSigner, releaseId: number) {
  const rows = await db
    .select(annexViewColumns)
    .from(assessmentReleaseAnnexes)
    .innerJoin(annexes, eq(annexes.id, assessmentReleaseAnnexes.annexId))
    .where(eq(assessmentReleaseAnnexes.releaseId, releaseId))
    .orderBy(asc(annexes.id));
  return rows.map(withSignedPath(urls));
}

export function releaseHistory(db: Database, releaseId: number) {
  return db
    .select({
      operator: assessmentReleaseHistory.operatorName,
      instructions: assessmentReleaseHistory.instructions,
      createTime: dateTimeText(assessmentReleaseHistory.createdAt),
    })
    .from(assessmentReleaseHistory)
    .where(eq(assessmentReleaseHistory.releaseId, releaseId))
    .orderBy(asc(assessmentReleaseHistory.createdAt), asc(assessmentReleaseHistory.id));
}
