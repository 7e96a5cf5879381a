import {
  deciderPermissions,
  MSG,
  stateLabel,
  transitionOf,
  type WorkflowFacts,
  type WorkflowTransition,
} from '@credit/rules';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { holds } from '../access/access-policy.ts';
import { recordOperation } from '../audit/index.ts';
import { awaitsPasswordChange, type Principal } from '../auth/principal.ts';
import { AppError } from '../errors.ts';
import type { WorkflowBinding } from './binding.ts';
import type { Executor } from '../../db/client.ts';
import { lockedItem } from './item-lock.ts';
import { alreadyHandled, notAtStep, PLATFORM_DESK, refusedMaker } from './refusals.ts';

export const REASON_REQUIRED = '请填写审核意见';

export interface FireRequest {
  id: number;
  action: string;
  actor: Principal;
  facts?: WorkflowFacts;
  reason?: string;
  /** The revision the actor's screen showed (If-Match): the action is refused once the item changed. */
  revision?: number;
  /** The platform fires it (an open request closed because its record ended): no desk's permission applies. */
  automatic?: boolean;
}

export interface Fired<Row> {
  transition: WorkflowTransition;
  row: Row;
}

const columnKey = (binding: WorkflowBinding, of: PgColumn = binding.state) => {
  const key = Object.entries(getTableColumns(binding.table)).find(([, column]) => column === of)?.[0];
  if (!key) throw new Error(`a column the binding names is not a column of its table`);
  return key;
};

/**
 * The transition the request fires and the desk it fires it as, or the refusal that says why not:
 * an item someone at the actor's desk (for an author, any desk) already acted on was handled; one
 * that never reached it, or that its author took back, is not at the actor's step.
 */
async function permittedTransition(tx: Executor, binding: WorkflowBinding, request: FireRequest, from: number) {
  const transition = transitionOf(binding.workflow, request.action, from, request.facts ?? {});
  if (transition?.automatic) {
    if (!request.automatic) throw new AppError(MSG.forbidden, { statusCode: 403 });
    return { transition, desk: PLATFORM_DESK };
  }
  const desk = transition?.permissions.find((code) => holds(request.actor, code));
  if (transition && desk) return { transition, desk };
  // A desk that fires this action only from other states is told where the item is now; one
  // that could act in this state but not on this item (another park's, another desk's) is refused.
  const held = binding.workflow.transitions.filter(
    (t) => t.action === request.action && t.permissions.some((code) => holds(request.actor, code)),
  );
  if (transition && (held.length === 0 || held.some((t) => t.from.includes(from))))
    throw new AppError(MSG.forbidden, { statusCode: 403 });
  // A desk asks whether someone at its own desk acted; an author, whether any desk did.
  const deciders = deciderPermissions(binding.workflow);
  const ownDesks = held.flatMap((t) => t.permissions).filter((code) => holds(request.actor, code));
  const desks = ownDesks.some((code) => deciders.includes(code))
    ? ownDesks.filter((code) => deciders.includes(code))
    : deciders;
  if (await binding.actedAt?.(tx, request.id, desks)) throw alreadyHandled(binding, from);
  throw notAtStep(binding, from);
}

/**
 * Fires one transition of an item's workflow, inside the caller's transaction: the table says
 * which transition the action is from the item's state, whether the actor's desk may fire it and
 * what the history says. The item's row is locked first (after the rows its effects write, in one
 * order for every flow), so of two desks acting at once exactly one moves it and the other is
 * told what it is now; an action sent with the revision its screen showed is refused once
 * anything changed (412), and a decision is refused to the item's own maker.
 */
export async function fire<Row = Record<string, unknown>>(
  tx: Executor,
  binding: WorkflowBinding,
  request: FireRequest,
): Promise<Fired<Row>> {
  // Actions reached through a signed-in route (no desk permission of their own) meet the guard's refusal here.
  if (!request.automatic && awaitsPasswordChange(request.actor))
    throw new AppError(MSG.changeInitialPassword, { statusCode: 403 });
  const item = await lockedItem(tx, binding, request.id, request.revision);
  const { transition, desk } = await permittedTransition(tx, binding, request, item.state);
  if (transition.notByMaker && (await binding.makers(tx, request.id)).includes(request.actor.userId))
    throw refusedMaker(binding);
  const reason = request.reason?.trim() ?? '';
  if (transition.needsReason && !reason)
    throw new AppError(REASON_REQUIRED, { fieldErrors: { reason: REASON_REQUIRED } });
  // The row is locked (lockedItem): no one else can have moved it since it was read.
  const [row] = await tx
    .update(binding.table)
    .set({ [columnKey(binding)]: transition.to, ...binding.stamp?.(transition, request.actor, reason) })
    .where(and(eq(binding.id, request.id), binding.scope))
    .returning();
  if (!row) throw new Error('a locked item vanished');
  await binding.writeHistory(
    tx,
    request.id,
    request.actor,
    reason ? `${transition.label}：${reason}` : transition.label,
    desk,
  );
  // One operation-log entry per decision, for every flow (docs/operation-log.md).
  await recordOperation(tx, request.actor, {
    kind: binding.workflow.key,
    objectId: request.id,
    label: binding.label ? ((row as Record<string, string | null>)[columnKey(binding, binding.label)] ?? '') : '',
    action: transition.label,
    before: { 状态: stateLabel(binding.workflow, item.state) },
    after: { 状态: stateLabel(binding.workflow, transition.to) },
    reason,
  });
  await binding.effects?.(tx, transition, request.id, reason, request.actor);
  return { transition, row: row as Row };
}
