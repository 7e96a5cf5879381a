import { ASSESSMENT_MSG, MSG, RELEASE_STATES } from '@credit/rules';
import { count, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { annexes, assessmentReleaseAnnexes, assessmentReleases } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { lockedItem } from '../../platform/workflow/item-lock.ts';
import { notEditable } from '../../platform/workflow/refusals.ts';
import type { Principal } from '../auth/principal.ts';
import type { Executor } from '../assessment/import-upload.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { checkPublishable } from './release-service.ts';
import { releaseBinding } from './release-workflow.ts';
import { writeHistory } from './release-history.ts';
import { logRelease } from './release-operations.ts';

/** The history row a deleted draft leaves. */
const DRAFT_DELETED = '删除草稿';

/** Locks a draft of this kind (412 when it changed since the revision shown); anything else is refused with what it is now. */
async function lockedDraft(tx: Executor, kind: ReleaseKind, id: number, what: '提交' | '删除', revision?: number) {
  const release = await lockedItem(tx, releaseBinding(kind), id, revision);
  if (release.state !== RELEASE_STATES.draft) throw notEditable(releaseBinding(kind), release.state, what);
  return release;
}

/**
 * A draft submitted for review (0 → 3) as if it had just been sent: it needs an attachment and rows
 * that are all still publishable, and its application date becomes now.
 */
export async function submitDraft(
  db: Database,
  me: Principal,
  kind: ReleaseKind,
  id: number,
  revision?: number,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockedDraft(tx, kind, id, '提交', revision);
    const [attached] = await tx
      .select({ n: count() })
      .from(assessmentReleaseAnnexes)
      .where(eq(assessmentReleaseAnnexes.releaseId, id));
    if (!attached?.n) throw new AppError(MSG.releaseUploadRequired);
    const rows = await tx
      .select({ rowId: sql<number>`${kind.rows.relation.rowId}` })
      .from(kind.rows.relation.table)
      .where(eq(kind.rows.relation.releaseId, id));
    if (rows.length === 0) throw new AppError(ASSESSMENT_MSG.noRowsToPublish);
    await checkPublishable(
      tx,
      kind,
      rows.map((row) => Number(row.rowId)),
    );
    await fire(tx, releaseBinding(kind), { id, action: 'submit', actor: me });
  });
}

/**
 * Deletes a draft with its attachments; its history stays, with a row that says who deleted it.
 * Returns the stored files to remove once committed.
 */
export async function deleteDraft(
  db: Database,
  me: Principal,
  kind: ReleaseKind,
  id: number,
  revision?: number,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    await lockedDraft(tx, kind, id, '删除', revision);
    await writeHistory(tx, id, me, DRAFT_DELETED);
    const [draft] = await tx.select().from(assessmentReleases).where(eq(assessmentReleases.id, id));
    await logRelease(tx, me, kind, { id, action: '删除', fields: draft! });
    const files = await tx
      .select({ id: annexes.id, storageKey: annexes.storageKey })
      .from(assessmentReleaseAnnexes)
      .innerJoin(annexes, eq(annexes.id, assessmentReleaseAnnexes.annexId))
      .where(eq(assessmentReleaseAnnexes.releaseId, id));
    await tx.delete(assessmentReleases).where(eq(assessmentReleases.id, id));
    if (files.length > 0)
      await tx.delete(annexes).where(
        inArray(
          annexes.id,
          files.map((file) => file.id),
        ),
      );
    return files.map((file) => file.storageKey);
  });
}
