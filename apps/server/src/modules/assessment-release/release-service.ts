import { ASSESSMENT_MSG, ASSESSMENT_RELEASE_TEXT, RELEASE_STATES, type ReleaseReview } from '@credit/rules';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { assessmentReleases, creditRecords } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { attachUploads } from '../../platform/workflow/item-tables.ts';
import { RELEASE_ANNEXES } from './release-queries.ts';
import type { Principal } from '../auth/principal.ts';
import { scoreChanged } from '../../platform/score-changes.ts';
import type { Executor } from '../assessment/import-upload.ts';
import { publishable } from '../assessment/publishable.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { writeHistory } from './release-history.ts';
import { logRelease } from './release-operations.ts';
import type { ReleaseSubmission } from './release-submission.ts';
import { releaseBinding } from './release-workflow.ts';

export const RELEASE_ANNEX_CATEGORY = 'release';
/** A good-credit record in force (credit_record.process_status), as the release that made it is complete. */
const RECORD_COMPLETED = 7;
const GOOD = 1;

/**
 * Every row must exist and be publishable: imported successfully, with a bonus, and held by no
 * release waiting for review or completed. The rows are locked first, so of two publishes of the
 * same rows the second sees the first's release.
 */
export async function checkPublishable(tx: Executor, kind: ReleaseKind, rowIds: number[]) {
  const { table, relation } = kind.rows;
  await tx.execute(sql`select 1 from ${table} where ${inArray(table.id, rowIds)} for update`);
  const rows = await tx.execute<{ id: number }>(
    sql`select ${table.id} as id from ${table} where ${inArray(table.id, rowIds)} and ${publishable(table, relation)}`,
  );
  if (rows.rows.length !== rowIds.length) throw new AppError(ASSESSMENT_MSG.rowsNotPublishable);
}

/** POST …release: a release application of the given rows, as a draft (0) or submitted for review (3). */
export async function createRelease(
  db: Database,
  me: Principal,
  kind: ReleaseKind,
  submission: ReleaseSubmission,
): Promise<number> {
  return db.transaction(async (tx) => {
    if (submission.state === RELEASE_STATES.waiting) await checkPublishable(tx, kind, submission.rowIds);
    else {
      const found = await tx
        .select({ id: kind.rows.table.id })
        .from(kind.rows.table)
        .where(inArray(kind.rows.table.id, submission.rowIds));
      if (found.length !== submission.rowIds.length) throw new AppError(ASSESSMENT_MSG.rowsNotFound);
    }
    const { form } = submission;
    const [release] = await tx
      .insert(assessmentReleases)
      .values({
        kind: kind.key,
        state: submission.state,
        identificationUnit: form.identificationUnit,
        actDeterminationDate: form.actDeterminationDate,
        relatedSymbol: form.relatedSymbol || null,
        contactPerson: form.contactPerson,
        behaviorDescription: form.behaviorDescription,
        createdBy: me.userId,
      })
      .returning({ id: assessmentReleases.id });
    if (!release) throw new Error('release insert returned nothing');
    await kind.insertRelations(tx, release.id, submission.rowIds);
    await attachUploads(tx, me, RELEASE_ANNEXES, release.id, { category: RELEASE_ANNEX_CATEGORY }, submission.annexes);
    await writeHistory(tx, release.id, me, submission.state === RELEASE_STATES.waiting ? '提交申请' : '保存草稿');
    await logRelease(tx, me, kind, {
      id: release.id,
      action: submission.state === RELEASE_STATES.waiting ? '提交' : '新增',
      fields: { ...form, rowCount: submission.rowIds.length },
    });
    return release.id;
  });
}

/** Good-credit records of an approved release: one per scored row of a known enterprise. */
async function recordBonuses(tx: Executor, kind: ReleaseKind, release: typeof assessmentReleases.$inferSelect) {
  const { table, relation } = kind.rows;
  const rows = await tx
    .select({ enterpriseId: table.enterpriseId, scoreValue: table.scoreValue })
    .from(table)
    .innerJoin(relation.table, eq(relation.rowId, table.id))
    .where(and(eq(relation.releaseId, release.id), isNotNull(table.scoreValue), isNotNull(table.enterpriseId)));
  const text = ASSESSMENT_RELEASE_TEXT[kind.key];
  if (rows.length === 0) return 0;
  await tx.insert(creditRecords).values(
    rows.map((row) => ({
      enterpriseId: row.enterpriseId as number,
      creditType: GOOD,
      behaviorCategoryName: text.behaviorCategoryName,
      behaviorContentName: text.behaviorContentName,
      scoreValue: String(row.scoreValue),
      identificationUnit: release.identificationUnit,
      actDeterminationDate: release.actDeterminationDate,
      relatedSymbol: release.relatedSymbol,
      behaviorDescription: release.behaviorDescription,
      processStatus: RECORD_COMPLETED,
      completedAt: new Date(),
      assessmentReleaseId: release.id,
    })),
  );
  await scoreChanged(
    tx,
    rows.map((row) => row.enterpriseId as number),
  );
  return rows.length;
}

/**
 * PUT …release/review: 待复审 → 已完成 (good-credit records for the scored enterprises) or → 复审拒绝
 * with a reason (the rows become publishable again). The state is checked and changed in one
 * statement, so of two reviewers acting at once the second is told what the first decided.
 */
export async function reviewRelease(
  db: Database,
  me: Principal,
  kind: ReleaseKind,
  review: ReleaseReview,
): Promise<string> {
  return db.transaction(async (tx) => {
    const { row: release } = await fire<typeof assessmentReleases.$inferSelect>(tx, releaseBinding(kind), {
      id: review.id,
      action: review.approved ? 'approve' : 'reject',
      actor: me,
      reason: review.reason,
      revision: review.revision,
    });
    if (!review.approved) return `${ASSESSMENT_MSG.rejected}成功`;
    const recorded = await recordBonuses(tx, kind, release);
    return `${ASSESSMENT_MSG.approved}，已为${recorded}家企业生成良好信用记录`;
  });
}
