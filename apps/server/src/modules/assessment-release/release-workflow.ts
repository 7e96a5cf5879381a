import { ASSESSMENT_MSG, recordedTransitions } from '@credit/rules';
import { and, eq, inArray } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { assessmentReleaseHistory, assessmentReleases } from '../../db/schema/index.ts';
import type { WorkflowBinding } from '../../platform/workflow/binding.ts';
import type { ReleaseKind } from './release-kinds.ts';
import { writeHistory } from './release-history.ts';

/** The history rows of a release written by its publisher's hand (the draft, its edits, the submit). */
const PUBLISHER_ROWS = ['保存草稿', '修改草稿', '提交申请'];

/**
 * Who made a release (segregation of duties): who created it, who wrote or submitted it, and who
 * imported the rows it publishes.
 */
const releaseMakers =
  (kind: ReleaseKind): WorkflowBinding['makers'] =>
  async (tx, id) => {
    const { table, relation } = kind.rows;
    const rows: PgTable = table;
    const [release, history, importers] = await Promise.all([
      tx.select({ userId: assessmentReleases.createdBy }).from(assessmentReleases).where(eq(assessmentReleases.id, id)),
      tx
        .select({ userId: assessmentReleaseHistory.operatorId })
        .from(assessmentReleaseHistory)
        .where(
          and(
            eq(assessmentReleaseHistory.releaseId, id),
            inArray(assessmentReleaseHistory.instructions, PUBLISHER_ROWS),
          ),
        ),
      tx
        .select({ userId: table.createdBy })
        .from(rows)
        .innerJoin(relation.table, eq(relation.rowId, table.id))
        .where(eq(relation.releaseId, id)),
    ]);
    return [...release, ...history, ...importers].flatMap((row) =>
      typeof row.userId === 'number' ? [row.userId] : [],
    );
  };

/** Whether someone at one of these desks decided the release (its history records their decision). */
const releaseActedAt =
  (kind: ReleaseKind): NonNullable<WorkflowBinding['actedAt']> =>
  async (tx, id, desks) => {
    const rows = await tx
      .select({ instructions: assessmentReleaseHistory.instructions })
      .from(assessmentReleaseHistory)
      .where(eq(assessmentReleaseHistory.releaseId, id));
    return recordedTransitions(
      kind.workflow,
      rows.map((row) => row.instructions),
    ).some((t) => t.notByMaker && t.permissions.some((code) => desks.includes(code)));
  };

/** A kind's releases as its review flow moves them: a submit dates the application, a decision names its reviewer. */
export const releaseBinding = (kind: ReleaseKind): WorkflowBinding => ({
  workflow: kind.workflow,
  table: assessmentReleases,
  id: assessmentReleases.id,
  state: assessmentReleases.state,
  label: assessmentReleases.identificationUnit,
  revision: assessmentReleases.revision,
  scope: eq(assessmentReleases.kind, kind.key),
  noun: '申请',
  notFound: ASSESSMENT_MSG.releaseNotFound,
  makers: releaseMakers(kind),
  actedAt: releaseActedAt(kind),
  stamp: (transition, actor) =>
    transition.action === 'submit' ? { createdAt: new Date() } : { reviewedBy: actor.userId, reviewedAt: new Date() },
  writeHistory,
});
