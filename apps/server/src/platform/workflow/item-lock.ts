import { and, eq } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { AppError } from '../errors.ts';
import type { WorkflowBinding } from './binding.ts';
import { changedSinceShown } from './refusals.ts';

/**
 * Locks an item before anything reads or changes it (a transition, its author's edit or delete),
 * after the rows its decisions also write, and returns its state and revision. Sent with the
 * revision the actor's screen showed, a changed item is refused (412) and nothing changes.
 */
export async function lockedItem(tx: Executor, binding: WorkflowBinding, id: number, shown?: number) {
  await binding.lockFirst?.(tx, id);
  const [row] = await tx
    .select({ state: binding.state, revision: binding.revision })
    .from(binding.table)
    .where(and(eq(binding.id, id), binding.scope))
    .for('update');
  if (!row) throw new AppError(binding.notFound, { statusCode: 404 });
  const item = { state: Number(row.state), revision: Number(row.revision) };
  if (shown !== undefined && shown !== item.revision) throw changedSinceShown(binding, item.state);
  return item;
}
