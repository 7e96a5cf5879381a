import {
  CREDIT_FORM_STATE,
  CREDIT_RECORD_MSG,
  CREDIT_RECORD_STATES,
  CREDIT_RECORD_WORKFLOW,
  MSG,
  RETURNED_CREDIT_STATES,
  type CreditReview,
  doneMessage,
} from '@credit/rules';
import { and, count, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import {
  annexes,
  creditRecordAnnexes,
  creditRecords,
  creditRecordTables,
  enterprisePersons,
  enterprises,
} from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { fire } from '../../platform/workflow/fire.ts';
import { lockedItem } from '../../platform/workflow/item-lock.ts';
import { notEditable } from '../../platform/workflow/refusals.ts';
import { fireBatch } from '../../platform/workflow/fire-batch.ts';
import { attachUploads, decidedOn, linkedFiles } from '../../platform/workflow/item-tables.ts';
import type { Principal } from '../auth/principal.ts';
import { ratedLevel } from '../behavior/catalogue-queries.ts';
import { authorDeskFor, canRead, forbidden, isAuthor } from './record-access.ts';
import { recordBinding, writeRecordHistory } from './record-binding.ts';
import { factsOf, type RecordRow } from './record-columns.ts';
import { logRecordChange } from './record-operations.ts';
import { findRecord } from './record-queries.ts';
import { RECORD_ANNEX_CATEGORY, requiredField, type RecordSubmission } from './record-submission.ts';

const S = CREDIT_RECORD_STATES;
const EDITABLE: number[] = [S.draft, ...RETURNED_CREDIT_STATES];
/** The history row a deleted record leaves. */
const RECORD_DELETED = '删除';

/** A record the caller may see, or 404 / 403. */
export async function readableRecord(db: Executor, me: Principal, id: number): Promise<RecordRow> {
  const row = await findRecord(db, id);
  if (!row) throw new AppError(CREDIT_RECORD_MSG.recordNotFound, { statusCode: 404 });
  if (!canRead(me, row)) throw forbidden();
  return row;
}

/**
 * A record the caller wrote, or 404 / 403, its row locked until the transaction ends; refused (412)
 * when the caller sent the revision its screen showed and the record changed since.
 */
async function authoredRecord(tx: Executor, me: Principal, id: number, revision?: number): Promise<RecordRow> {
  const row = await readableRecord(tx, me, id);
  if (!isAuthor(me, row)) throw forbidden();
  await lockedItem(tx, recordBinding, id, revision);
  return (await findRecord(tx, id)) ?? row;
}

/** The catalogue level, enterprise and person a form names, checked against each other. */
async function resolvedFields(db: Database, me: Principal, submission: RecordSubmission) {
  const { form } = submission;
  const level = await ratedLevel(db, form.behaviorLevelId);
  if (!level) throw requiredField('behaviorLevelId', CREDIT_RECORD_MSG.levelRequired);
  if (level.creditType !== form.creditType)
    throw requiredField('behaviorLevelId', CREDIT_RECORD_MSG.levelNotApplicable);
  const desk = authorDeskFor(me, form.creditType);
  const enterpriseId = desk.origin === 'enterprise' ? me.enterpriseId : form.enterpriseId;
  if (!enterpriseId) throw requiredField('enterpriseId', CREDIT_RECORD_MSG.enterpriseRequired);
  const [enterprise] = await db
    .select({ inPark: enterprises.inPark })
    .from(enterprises)
    .where(eq(enterprises.id, enterpriseId));
  if (!enterprise) throw requiredField('enterpriseId', CREDIT_RECORD_MSG.enterpriseRequired);
  if (desk.origin === 'park' && !enterprise.inPark)
    throw requiredField('enterpriseId', '园区只能为本园区企业填报信用记录');
  let person: { id: number; name: string } | undefined;
  if (level.actors === 2) {
    if (!form.enterprisePersonId) throw requiredField('enterprisePersonId', CREDIT_RECORD_MSG.personRequired);
    [person] = await db
      .select({ id: enterprisePersons.id, name: enterprisePersons.name })
      .from(enterprisePersons)
      .where(and(eq(enterprisePersons.id, form.enterprisePersonId), eq(enterprisePersons.enterpriseId, enterpriseId)));
    if (!person) throw requiredField('enterprisePersonId', CREDIT_RECORD_MSG.personRequired);
  }
  if (level.needsInnovationAward && !form.innovationAwardDescription)
    throw requiredField('innovationAwardDescription', CREDIT_RECORD_MSG.innovationAwardRequired);
  return {
    desk,
    values: {
      enterpriseId,
      creditType: form.creditType,
      actor: level.actors,
      enterprisePersonId: person?.id ?? null,
      personName: person?.name ?? null,
      behaviorCategoryName: level.behaviorCategoryName,
      behaviorContentName: level.behaviorContentName,
      identifiedLevelName: level.identifiedLevelName,
      innovationAwardDescription: level.needsInnovationAward ? (form.innovationAwardDescription ?? null) : null,
      scoreValue: String(level.scoreValue),
      behaviorLevelId: level.id,
      identificationUnit: form.identificationUnit,
      actDeterminationDate: form.actDeterminationDate,
      relatedSymbol: form.relatedSymbol || null,
      behaviorDescription: form.behaviorDescription,
      contactPerson: form.contactPerson,
      telephone: form.telephone ?? null,
    },
  };
}

/** Replaces a record's attachments by the plan: kept ones must be its own; returns stored files to remove. */
async function applyAnnexes(tx: Executor, me: Principal, recordId: number, submission: RecordSubmission) {
  const { keep, add } = submission.annexes;
  const current = await linkedFiles(tx, creditRecordTables, recordId);
  if (keep.some((id) => !current.some((annex) => annex.id === id)))
    throw new AppError('附件不存在或已删除，请重新上传');
  const dropped = current.filter((annex) => !keep.includes(annex.id));
  if (dropped.length > 0)
    await tx.delete(annexes).where(
      inArray(
        annexes.id,
        dropped.map((annex) => annex.id),
      ),
    );
  await attachUploads(tx, me, creditRecordTables, recordId, { category: RECORD_ANNEX_CATEGORY }, add);
  return dropped.map((annex) => annex.storageKey);
}

/**
 * POST / PUT /api/creditregister: a new record or a correction of the caller's draft or returned
 * record, kept as a draft (state 0) or sent to the first desk (state 1; a returned record is
 * resubmitted). A submitted record needs an attachment.
 */
export async function saveRecord(db: Database, me: Principal, submission: RecordSubmission, revision?: number) {
  const { desk, values } = await resolvedFields(db, me, submission);
  return db.transaction(async (tx) => {
    let id = submission.form.id;
    let removed: string[] = [];
    if (id) {
      // Locked, then checked: a save that waited for a resubmission finds the record no longer editable.
      const existing = await authoredRecord(tx, me, id, revision);
      if (!EDITABLE.includes(existing.processStatus)) throw notEditable(recordBinding, existing.processStatus);
      await tx.update(creditRecords).set(values).where(eq(creditRecords.id, id));
      removed = await applyAnnexes(tx, me, id, submission);
      await writeRecordHistory(tx, id, me, '修改', desk.permission);
      await logRecordChange(tx, me, existing, { action: '修改', before: existing, after: values });
    } else {
      const [created] = await tx
        .insert(creditRecords)
        .values({ ...values, origin: desk.origin, createdBy: me.userId, processStatus: S.draft })
        .returning({ id: creditRecords.id, registerNumber: creditRecords.registerNumber });
      if (!created) throw new Error('credit record insert returned nothing');
      id = created.id;
      await applyAnnexes(tx, me, id, submission);
      await writeRecordHistory(tx, id, me, '创建', desk.permission);
      await logRecordChange(tx, me, created, { action: '新增', after: values });
    }
    if (submission.form.state === CREDIT_FORM_STATE.submit) {
      const [attached] = await tx
        .select({ n: count() })
        .from(creditRecordAnnexes)
        .where(eq(creditRecordAnnexes.recordId, id));
      if (!attached?.n) throw requiredField('enterpriseAnnexes', MSG.releaseUploadRequired);
      const row = await findRecord(tx, id);
      if (!row) throw new Error('saved record vanished');
      await fire(tx, recordBinding, {
        id,
        action: row.processStatus === S.draft ? 'submit' : 'resubmit',
        actor: me,
        facts: factsOf(row),
      });
    }
    return { id, removed };
  });
}

/** PUT /api/creditregister/withdraw: the author takes a submitted record back before the first desk acts. */
export async function withdrawRecord(db: Database, me: Principal, id: number, revision?: number) {
  await db.transaction(async (tx) => {
    const row = await authoredRecord(tx, me, id, revision);
    await fire(tx, recordBinding, { id, action: 'withdraw', actor: me, facts: factsOf(row) });
  });
}

/**
 * DELETE /api/creditregister: the author deletes a draft, or a submitted record no desk has acted
 * on yet (once a desk has, it can be withdrawn or corrected, never deleted). Its history stays,
 * with a row that says who deleted it; returns the stored files to remove once committed.
 */
export async function deleteRecord(db: Database, me: Principal, id: number, revision?: number): Promise<string[]> {
  return db.transaction(async (tx) => {
    const row = await authoredRecord(tx, me, id, revision);
    const firstWaiting = factsOf(row).directPublish ? S.review : S.firstReview;
    if (!([S.draft, firstWaiting] as number[]).includes(row.processStatus))
      throw notEditable(recordBinding, row.processStatus, '删除');
    if (await decidedOn(tx, creditRecordTables, CREDIT_RECORD_WORKFLOW, id))
      throw new AppError(CREDIT_RECORD_MSG.decidedNotDeletable, { statusCode: 409 });
    const files = await linkedFiles(tx, creditRecordTables, id);
    await tx.delete(creditRecords).where(eq(creditRecords.id, id));
    await writeRecordHistory(tx, id, me, RECORD_DELETED, authorDeskFor(me, row.creditType).permission);
    await logRecordChange(tx, me, row, { action: '删除', before: row });
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

async function decide(tx: Executor, me: Principal, review: CreditReview) {
  const row = await findRecord(tx, review.id);
  if (!row) throw new AppError(CREDIT_RECORD_MSG.recordNotFound, { statusCode: 404 });
  return fire(tx, recordBinding, {
    id: review.id,
    action: review.approved ? 'approve' : 'reject',
    actor: me,
    facts: factsOf(row),
    reason: review.reason,
    revision: review.revision,
  });
}

/**
 * PUT /api/creditregister/review: the desk the record waits at approves it or returns it with a
 * reason; sent with the revision the reviewer's screen showed, a record changed since is refused.
 */
export async function reviewRecord(db: Database, me: Principal, review: CreditReview): Promise<string> {
  const { transition } = await db.transaction((tx) => decide(tx, me, review));
  return doneMessage(transition);
}

/**
 * PUT /api/creditregister/batchapprove: approves each selected record in its own transaction; a
 * record another desk user handled first, or one not at the caller's desk, is named with why.
 */
export async function batchApprove(
  db: Database,
  me: Principal,
  ids: readonly number[],
  revisions: Readonly<Record<string, number>> = {},
) {
  const outcome = await fireBatch(db, ids, (tx, id) =>
    decide(tx, me, { id, approved: true, revision: revisions[String(id)] }),
  );
  const failedIds = outcome.failed.map((failure) => failure.id);
  const numbers = failedIds.length
    ? await db
        .select({ id: creditRecords.id, registerNumber: creditRecords.registerNumber })
        .from(creditRecords)
        .where(inArray(creditRecords.id, failedIds))
    : [];
  const failed = outcome.failed.map((failure) => ({
    ...failure,
    registerNumber: numbers.find((row) => row.id === failure.id)?.registerNumber ?? String(failure.id),
  }));
  const message =
    failed.length === 0
      ? `已通过${outcome.passed.length}条`
      : `已通过${outcome.passed.length}条，${failed.length}条未通过：${failed
          .map((failure) => `${failure.registerNumber}（${failure.message}）`)
          .join('；')}`;
  return { message, passed: outcome.passed, failed };
}
