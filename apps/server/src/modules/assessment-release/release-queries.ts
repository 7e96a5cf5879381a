import { ASSESSMENT_RELEASE_TEXT, labelOf, RELEASE_STATE } from '@credit/rules';
import { and, asc, eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { assessmentReleaseAnnexes, assessmentReleaseHistory, assessmentReleases } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import type { FileLinks } from '../../platform/files/index.ts';
import { dateText, dateTimeText } from '../../platform/history/index.ts';
import type { RowOf } from '../../platform/list/list-declaration.ts';
import { itemAnnexes, type AnnexLinks } from '../../platform/workflow/item-tables.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { withFields } from '../../platform/list/row-fields.ts';

/** A release's fields as the lists and the view select them. */
export const releaseColumns = {
  ...aliasedColumns({
    id: assessmentReleases.id,
    state: assessmentReleases.state,
    revision: assessmentReleases.revision,
    identificationUnit: assessmentReleases.identificationUnit,
    relatedSymbol: assessmentReleases.relatedSymbol,
    contactPerson: assessmentReleases.contactPerson,
    behaviorDescription: assessmentReleases.behaviorDescription,
  }),
  actDeterminationDate: dateText(assessmentReleases.actDeterminationDate).as('actDeterminationDate'),
  createTime: dateTimeText(assessmentReleases.createdAt).as('createTime'),
};

export type ReleaseListRow = RowOf<typeof releaseColumns>;

/** A release as the lists and the view show it (spec §3 Release application). */
export function presentRelease(kind: ReleaseKind, row: ReleaseListRow) {
  return withFields(row, { ...ASSESSMENT_RELEASE_TEXT[kind.key], stateDescription: labelOf(RELEASE_STATE, row.state) });
}

/** The documented row of the release lists, as presentRelease shows one. */
export const releaseRowSchema = z.object({
  creditTypeDescription: z.string(),
  behaviorCategoryName: z.string(),
  behaviorContentName: z.string(),
  id: z.number(),
  state: z.number(),
  /** Moved by every change: the ETag an action sends back as If-Match. */
  revision: z.number(),
  stateDescription: z.string(),
  identificationUnit: z.string(),
  relatedSymbol: z.string().nullable(),
  contactPerson: z.string(),
  behaviorDescription: z.string(),
  actDeterminationDate: z.string(),
  createTime: z.string(),
});

export async function findRelease(db: Database, kind: ReleaseKind, id: number): Promise<ReleaseListRow | undefined> {
  const [row] = await db
    .select(releaseColumns)
    .from(assessmentReleases)
    .where(and(eq(assessmentReleases.id, id), eq(assessmentReleases.kind, kind.key)));
  return row;
}

/** A release's attachments (annex rows of category release). */
export const RELEASE_ANNEXES: AnnexLinks<'releaseId'> = { owner: 'releaseId', annexLinks: assessmentReleaseAnnexes };

export const releaseAnnexes = (db: Database, urls: FileLinks, releaseId: number) =>
  itemAnnexes(db, urls, RELEASE_ANNEXES, releaseId);

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
