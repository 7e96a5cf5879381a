import { MSG, stateLabel, transitionOf, type WorkflowFacts, type WorkflowTransition } from '@credit/rules';
import { and, eq, getTableColumns } from 'drizzle-orm';
import type { Principal } from '../../modules/auth/principal.ts';
import { AppError } from '../errors.ts';
import type { WorkflowBinding } from './binding.ts';
import type { Executor } from '../../db/client.ts';

export const REASON_REQUIRED = '请填写审核意见';

export interface FireRequest {
  id: number;
  action: string;
  actor: Principal;
  facts?: WorkflowFacts;
  reason?: string;
}

export interface Fired<Row> {
  transition: WorkflowTransition;
  row: Row;
}

/** A refusal that names what the record is now: it was handled by someone else, or is not in a state the action applies to. */
export const alreadyHandled = (binding: WorkflowBinding, state: number) =>
  new AppError(`该${binding.noun}已被处理，当前状态为${stateLabel(binding.workflow, state)}`, { statusCode: 409 });

async function currentState(tx: Executor, binding: WorkflowBinding, id: number): Promise<number> {
  const [row] = await tx
    .select({ state: binding.state })
    .from(binding.table)
    .where(and(eq(binding.id, id), binding.scope));
  if (!row) throw new AppError(binding.notFound, { statusCode: 404 });
  return Number(row.state);
}

/**
 * Fires one transition of a record's workflow, inside the caller's transaction: the table says
 * which transition the action is from the record's state, whether the actor's desk may fire it
 * and what the history says. The state changes by one guarded statement
 * (`update … where id = $1 and state = $from`), so of two desks acting at once on the same record
 * exactly one moves it and the other is told what it is now.
 */
export async function fire<Row = Record<string, unknown>>(
  tx: Executor,
  binding: WorkflowBinding,
  request: FireRequest,
): Promise<Fired<Row>> {
  const from = await currentState(tx, binding, request.id);
  const transition = transitionOf(binding.workflow, request.action, from, request.facts ?? {});
  const desk = transition?.permissions.find((code) => request.actor.permissions.has(code));
  if (!transition || !desk) {
    // A desk that fires this action only from other states is told what the record is now; one
    // that could act in this state but not on this record (another park's, another desk's) is refused.
    const held = binding.workflow.transitions.filter(
      (t) => t.action === request.action && t.permissions.some((code) => request.actor.permissions.has(code)),
    );
    if (!transition || (held.length > 0 && !held.some((t) => t.from.includes(from))))
      throw alreadyHandled(binding, from);
    throw new AppError(MSG.forbidden, { statusCode: 403 });
  }
  const reason = request.reason?.trim() ?? '';
  if (transition.needsReason && !reason)
    throw new AppError(REASON_REQUIRED, { fieldErrors: { reason: REASON_REQUIRED } });
  const stateKey = Object.entries(getTableColumns(binding.table)).find(([, column]) => column === binding.state)?.[0];
  if (!stateKey) throw new Error(`the state column is not a column of its table`);
  const [row] = await tx
    .update(binding.table)
    .set({ [stateKey]: transition.to, ...binding.stamp?.(transition, request.actor, reason) })
    .where(and(eq(binding.id, request.id), eq(binding.state, from), binding.scope))
    .returning();
  if (!row) throw alreadyHandled(binding, await currentState(tx, binding, request.id));
  await binding.writeHistory(
    tx,
    request.id,
    request.actor,
    reason ? `${transition.label}：${reason}` : transition.label,
    desk,
  );
  await binding.effects?.(tx, transition, request.id, reason);
  return { transition, row: row as Row };
}
