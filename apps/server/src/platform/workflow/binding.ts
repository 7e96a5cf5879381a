import type { Workflow, WorkflowTransition } from '@credit/rules';
import type { SQL } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Principal } from '../auth/principal.ts';
import type { Executor } from '../../db/client.ts';

/** Where a workflow's records live, and what a transition writes besides their state. */
export interface WorkflowBinding {
  workflow: Workflow;
  table: PgTable;
  id: PgColumn;
  state: PgColumn;
  /** What a person calls an item (a record's number): the operation log's object name. */
  label?: PgColumn;
  /** Moved by every change of the item (a trigger): what an action's If-Match must equal. */
  revision: PgColumn;
  /** Narrows the rows this binding moves (one kind of release, one enterprise's records). */
  scope?: SQL;
  /**
   * Rows another item's decision writes too (an appeal's or a request's record), locked before the
   * item itself so two flows about one record always lock in the same order.
   */
  lockFirst?: (tx: Executor, id: number) => Promise<void>;
  /** Whether someone at one of these desks has acted on the item (its history names the desk): a refusal then says it was handled. */
  actedAt?: (tx: Executor, id: number, desks: readonly string[]) => Promise<boolean>;
  /** Who made the item (wrote, submitted, imported, published it): none of them may decide it. */
  makers: (tx: Executor, id: number) => Promise<number[]>;
  /** What the records are called in a refusal: 该申请已被处理… / 该记录已被处理… */
  noun: string;
  notFound: string;
  /** Columns a transition sets besides the state (who reviewed, when), by the table's property names. */
  stamp?: (transition: WorkflowTransition, actor: Principal, reason: string) => Record<string, unknown>;
  /** Writes the history row of a transition, in its transaction; `desk` is the permission the actor fired it with. */
  writeHistory: (tx: Executor, id: number, actor: Principal, instructions: string, desk: string) => Promise<void>;
  /** What the transition changes besides its state (a record's effect, a score) and who must hear of it, in its transaction. */
  effects?: (
    tx: Executor,
    transition: WorkflowTransition,
    id: number,
    reason: string,
    actor: Principal,
  ) => Promise<void>;
}
