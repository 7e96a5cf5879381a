import { FLOWS, type Desk } from '@credit/rules';
import { and, count, inArray, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import type { Principal } from '../auth/principal.ts';
import { holds } from '../credit-record/record-access.ts';
import type { FlowItems, FlowItemsByKey } from '../../platform/workflow/flow-items.ts';

export interface Matter {
  key: string;
  title: string;
  /** The screen where the items are handled (a menuUrl). */
  route: string;
  /** review: waiting for the desk's decision; returned: sent back to the author for correction. */
  kind: 'review' | 'returned';
  count: number;
}

/** A desk with open items, and where they live. */
export interface MatterDesk {
  desk: Desk;
  items: FlowItems;
}

/**
 * Every desk that can have open items, in the registry's order (review desks, and authors things
 * are returned to), each with its flow's items; a flow of the registry without items is an error.
 */
export function matterDesks(items: FlowItemsByKey): MatterDesk[] {
  return FLOWS.flatMap((flow) => {
    const flowItems = items[flow.workflow.key];
    if (!flowItems)
      throw new Error(`flow ${flow.workflow.key} has no items declared (apps/server/src/flow-modules.ts)`);
    return flow.desks.filter((desk) => desk.waiting.length > 0).map((desk) => ({ desk, items: flowItems }));
  });
}

/** The matter's key: the desk's, unique across flows. */
export const matterKey = (desk: Desk) => `${desk.flow}:${desk.key}`;

/** Whether the caller works the desk: holds its permission, and is of its side (an enterprise's desk or the authority's). */
const works = (me: Principal, desk: Desk) =>
  holds(me, desk.permission) && desk.roles.includes('enterprise') === (me.kind === 'enterprise');

async function countOpen(db: Database, { desk, items }: MatterDesk, me: Principal): Promise<number> {
  let query = db.select({ n: count() }).from(items.table).$dynamic();
  for (const join of items.joins) query = query.innerJoin(join.table, join.on);
  const where: SQL | undefined = and(inArray(items.status, [...desk.waiting]), items.scope?.(desk, me));
  const [row] = await query.where(where);
  return row?.n ?? 0;
}

/**
 * theMatters (待办事项): the open items of every desk the caller works — the items waiting at its
 * review desks and those returned to its author desks — derived from the flow registry.
 */
export function mattersOf(db: Database, me: Principal, desks: readonly MatterDesk[]): Promise<Matter[]> {
  return Promise.all(
    desks
      .filter(({ desk }) => works(me, desk))
      .map(async (matter) => ({
        key: matterKey(matter.desk),
        title: matter.desk.kind === 'review' ? matter.desk.title : `${matter.desk.title}（退回待修改）`,
        route: matter.desk.route,
        kind: matter.desk.kind === 'review' ? ('review' as const) : ('returned' as const),
        count: await countOpen(db, matter, me),
      })),
  );
}
