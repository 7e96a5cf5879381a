import { POLICY_MSG, POLICY_STATE, POLICY_STATES, labelOf, type PolicyForm } from '@credit/rules';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.ts';
import { annexes, policyDocuments } from '../../db/schema/index.ts';
import { changedValues, fieldValues, recordOperation } from '../../platform/audit/index.ts';
import { AppError } from '../../platform/errors.ts';
import type { TrackedField } from '../../platform/history/index.ts';
import type { SavedFile } from '../../platform/files/index.ts';
import type { Principal } from '../auth/principal.ts';
import { POLICY_ORDER } from './policy-lists.ts';

type PolicyFields = PolicyForm & { fileName: string };
const POLICY_FIELDS: readonly TrackedField<PolicyFields>[] = [
  { key: 'title', label: '文件标题' },
  { key: 'issuer', label: '发文单位' },
  { key: 'issueDate', label: '发文日期' },
  { key: 'sortOrder', label: '排序号' },
  { key: 'fileName', label: '文件' },
];
const policyObject = (id: number, title: string) => ({ kind: 'policy', objectId: id, label: title });

async function storeAnnex(tx: Executor, me: Principal, file: SavedFile): Promise<number> {
  const [annex] = await tx
    .insert(annexes)
    .values({
      category: 'policy',
      fileType: '政策文件',
      fileName: file.fileName,
      storageKey: file.key,
      size: file.size,
      createdBy: me.userId,
    })
    .returning({ id: annexes.id });
  return annex!.id;
}

/** A new draft with its PDF. */
export async function createPolicy(db: Database, me: Principal, form: PolicyForm, file: SavedFile): Promise<number> {
  return db.transaction(async (tx) => {
    const annexId = await storeAnnex(tx, me, file);
    const [row] = await tx
      .insert(policyDocuments)
      .values({ ...form, annexId, createdBy: me.userId })
      .returning({ id: policyDocuments.id });
    await recordOperation(tx, me, {
      ...policyObject(row!.id, form.title),
      action: '新增',
      after: fieldValues(POLICY_FIELDS, { ...form, fileName: file.fileName }),
    });
    return row!.id;
  });
}

/**
 * A document corrected, its PDF replaced when a new one is sent; a published one stays published
 * with the correction. Answers the storage key of the replaced PDF, for the caller to remove.
 */
export async function updatePolicy(
  db: Database,
  me: Principal,
  id: number,
  form: PolicyForm,
  file: SavedFile | undefined,
): Promise<string | undefined> {
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({
        annexId: policyDocuments.annexId,
        key: annexes.storageKey,
        title: policyDocuments.title,
        issuer: policyDocuments.issuer,
        issueDate: policyDocuments.issueDate,
        sortOrder: policyDocuments.sortOrder,
        fileName: annexes.fileName,
      })
      .from(policyDocuments)
      .innerJoin(annexes, eq(annexes.id, policyDocuments.annexId))
      .where(eq(policyDocuments.id, id))
      .for('update', { of: policyDocuments });
    if (!current) throw new AppError(POLICY_MSG.notFound, { statusCode: 404 });
    const annexId = file ? await storeAnnex(tx, me, file) : current.annexId;
    await tx
      .update(policyDocuments)
      .set({ ...form, annexId, updatedAt: sql`now()` })
      .where(eq(policyDocuments.id, id));
    if (file) await tx.delete(annexes).where(eq(annexes.id, current.annexId));
    await recordOperation(tx, me, {
      ...policyObject(id, form.title),
      action: '修改',
      ...changedValues(POLICY_FIELDS, current, { ...form, fileName: file?.fileName }),
    });
    return file ? current.key : undefined;
  });
}

const TRANSITIONS = {
  publish: {
    from: [POLICY_STATES.draft, POLICY_STATES.withdrawn],
    to: POLICY_STATES.published,
    message: POLICY_MSG.published,
  },
  withdraw: { from: [POLICY_STATES.published], to: POLICY_STATES.withdrawn, message: POLICY_MSG.withdrawn },
} as const;

/** Publish (a draft or a withdrawn one) or withdraw (a published one): a guarded update, so a stale screen gets 409. */
export async function transitionPolicy(db: Database, me: Principal, id: number, action: keyof typeof TRANSITIONS) {
  const { from, to, message } = TRANSITIONS[action];
  return db.transaction(async (tx) => {
    // Locked first: the log says which state the document left (a publish leaves a draft or a withdrawn one).
    const [prior] = await tx
      .select({ state: policyDocuments.state })
      .from(policyDocuments)
      .where(eq(policyDocuments.id, id))
      .for('update');
    const [moved] = await tx
      .update(policyDocuments)
      .set({ state: to, updatedAt: sql`now()` })
      .where(and(eq(policyDocuments.id, id), inArray(policyDocuments.state, [...from])))
      .returning({ title: policyDocuments.title });
    const state = (code: number) => ({ 状态: labelOf(POLICY_STATE, code) });
    if (!moved) {
      const [exists] = await tx
        .select({ id: policyDocuments.id })
        .from(policyDocuments)
        .where(eq(policyDocuments.id, id));
      throw exists
        ? new AppError(POLICY_MSG.moved409, { statusCode: 409 })
        : new AppError(POLICY_MSG.notFound, { statusCode: 404 });
    }
    await recordOperation(tx, me, {
      ...policyObject(id, moved.title),
      action: action === 'publish' ? '发布' : '撤回',
      before: state(prior!.state),
      after: state(to),
    });
    return message;
  });
}

/** One place up or down in the public order: the list is renumbered 10, 20, 30… so equal numbers never stall a move. */
export async function movePolicy(db: Database, me: Principal, id: number, direction: 'up' | 'down') {
  await db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${policyDocuments} in share row exclusive mode`);
    const rows = await tx
      .select({ id: policyDocuments.id, title: policyDocuments.title })
      .from(policyDocuments)
      .orderBy(...POLICY_ORDER);
    const at = rows.findIndex((row) => row.id === id);
    if (at < 0) throw new AppError(POLICY_MSG.notFound, { statusCode: 404 });
    const to = direction === 'up' ? at - 1 : at + 1;
    if (to < 0 || to >= rows.length) throw new AppError(POLICY_MSG.edge);
    const order = rows.map((row) => row.id);
    [order[at], order[to]] = [order[to]!, order[at]!];
    for (const [index, rowId] of order.entries())
      await tx
        .update(policyDocuments)
        .set({ sortOrder: (index + 1) * 10 })
        .where(eq(policyDocuments.id, rowId));
    await recordOperation(tx, me, {
      ...policyObject(id, rows[at]!.title),
      action: '修改',
      before: { 排列位置: String(at + 1) },
      after: { 排列位置: String(to + 1) },
    });
  });
}
