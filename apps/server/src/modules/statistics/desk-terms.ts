import {
  FINAL_REVIEW_SCORE,
  FLOWS,
  type Desk,
  type Flow,
  type WorkflowFacts,
  type WorkflowTransition,
} from '@credit/rules';
import { and, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { FlowItems, FlowItemsByKey } from '../../platform/workflow/flow-items.ts';
import { DESK_SOURCES, type DeskSource } from './desk-sources.ts';

/**
 * A review desk as its statistics read it (docs/statistics-desks.md): where its items live, its
 * flow's history, and which history rows are its arrivals, decisions and returns.
 */
export interface DeskTerms {
  desk: Desk;
  items: FlowItems;
  source: DeskSource;
  /** The state its items wait in. */
  waiting: number;
  /** A history row that brought an item to this desk (its scope still applies). */
  received: SQL;
  /** The labels that can move an item into the waiting state: the latest such row before a decision is its arrival. */
  arrivalLabels: string[];
  /** A decision taken at this desk. */
  decided: SQL;
  /** A decision that sent the item back to its author. */
  returned: SQL;
  /** The desks whose rows can be arrivals or decisions (the history's desk column), for its index. */
  deskCodes: string[] | null;
}

/** The label a history row records: its instructions up to `：reason`. */
const labelOf = (source: DeskSource) => sql`split_part(${source.instructions}, '：', 1)`;

const labelIn = (source: DeskSource, transitions: readonly WorkflowTransition[]): SQL =>
  transitions.length === 0 ? sql`false` : inArray(labelOf(source), [...new Set(transitions.map((t) => t.label))]);

type FactName = 'directPublish' | 'inPark' | 'seriousScore';
type FactPoint = Record<FactName, boolean>;

/** Every combination of the facts the flows' conditions read (a serious score: at or below the final-review line). */
const FACT_GRID: readonly FactPoint[] = [true, false].flatMap((directPublish) =>
  [true, false].flatMap((inPark) => [true, false].map((seriousScore) => ({ directPublish, inPark, seriousScore }))),
);
const FACT_NAMES: readonly FactName[] = ['directPublish', 'inPark', 'seriousScore'];

const workflowFacts = (point: FactPoint): WorkflowFacts => ({
  directPublish: point.directPublish,
  inPark: point.inPark,
  scoreValue: point.seriousScore ? FINAL_REVIEW_SCORE : 0,
});

/**
 * The item facts under which one of `transitions` (all of one label) holds, as SQL over the flow's
 * facts: each combination the conditions accept, written with the facts that change the answer. A
 * fact a condition reads but the flow does not declare is an error.
 */
function factsHolding(flow: Flow, source: DeskSource, transitions: readonly WorkflowTransition[]): SQL {
  const holds = (point: FactPoint) => transitions.some((t) => t.when?.holds(workflowFacts(point)) ?? true);
  const read = FACT_NAMES.filter((name) =>
    FACT_GRID.some((point) => holds(point) !== holds({ ...point, [name]: !point[name] })),
  );
  const factSql = (name: FactName) => {
    const fact = source.facts?.[name];
    if (!fact) throw new Error(`flow ${flow.workflow.key}: its conditions read ${name}, which it does not declare`);
    return fact;
  };
  // Points that differ only in facts no condition reads write the same term: one each.
  const points = [
    ...new Map(FACT_GRID.filter(holds).map((point) => [read.map((name) => point[name]).join(), point])).values(),
  ];
  const accepted = points.map((point) =>
    read.length === 0
      ? sql`true`
      : sql`(${sql.join(
          read.map((name) => (point[name] ? sql`(${factSql(name)})` : sql`not (${factSql(name)})`)),
          sql` and `,
        )})`,
  );
  return accepted.length === 0 ? sql`false` : sql`(${sql.join(accepted, sql` or `)})`;
}

/**
 * The rows that moved an item into `state`: a label only ever leading there is enough; a label that
 * leads to several states (提交 to 初审 or, for the department's own publication, to 复审) counts
 * where the item's facts make its transition lead there.
 */
function receivedAt(flow: Flow, source: DeskSource, state: number): SQL {
  const into = flow.workflow.transitions.filter((t) => t.to === state);
  const terms = [...new Set(into.map((t) => t.label))].map((label) => {
    const same = flow.workflow.transitions.filter((t) => t.label === label);
    const match = sql`${labelOf(source)} = ${label}`;
    if (same.every((t) => t.to === state)) return match;
    return sql`(${match} and ${factsHolding(
      flow,
      source,
      same.filter((t) => t.to === state),
    )})`;
  });
  return terms.length === 0 ? sql`false` : (or(...terms) as SQL);
}

/** The states a refusal sends items back to their author in: its author desks' waiting states. */
const authorStates = (flow: Flow) =>
  new Set(flow.desks.filter((desk) => desk.kind === 'author').flatMap((desk) => desk.waiting));

function termsOf(flow: Flow, desk: Desk, items: FlowItems): DeskTerms {
  const source = DESK_SOURCES[flow.workflow.key];
  if (!source)
    throw new Error(`flow ${flow.workflow.key} has no statistics source (modules/statistics/desk-sources.ts)`);
  for (const transition of flow.workflow.transitions)
    if (transition.label.includes('：')) throw new Error(`label ${transition.label} holds the reason separator`);
  const [waiting] = desk.waiting;
  if (waiting === undefined) throw new Error(`desk ${flow.workflow.key}/${desk.key} waits nowhere`);
  const decisions = flow.workflow.transitions.filter(
    (t) => t.notByMaker && t.permissions.includes(desk.permission) && t.from.includes(waiting),
  );
  const returns = decisions.filter((t) => authorStates(flow).has(t.to));
  const into = flow.workflow.transitions.filter((t) => t.to === waiting);
  const byDesk = (codes: readonly string[]) => (source.desk ? inArray(source.desk, [...new Set(codes)]) : undefined);
  const senders = into.flatMap((t) => (t.automatic ? [] : t.permissions));
  return {
    desk,
    items,
    source,
    waiting,
    received: and(byDesk(senders), receivedAt(flow, source, waiting)) as SQL,
    arrivalLabels: [...new Set(into.map((t) => t.label))],
    decided: and(byDesk([desk.permission]), labelIn(source, decisions)) as SQL,
    returned: and(byDesk([desk.permission]), labelIn(source, returns)) as SQL,
    deskCodes: source.desk ? [...new Set([...senders, desk.permission])] : null,
  };
}

/** Every review desk of every flow, in the registry's order, with its terms. */
export function reviewDeskTerms(items: FlowItemsByKey): DeskTerms[] {
  return FLOWS.flatMap((flow) => {
    const flowItems = items[flow.workflow.key];
    if (!flowItems)
      throw new Error(`flow ${flow.workflow.key} has no items declared (apps/server/src/flow-modules.ts)`);
    return flow.desks.filter((desk) => desk.kind === 'review').map((desk) => termsOf(flow, desk, flowItems));
  });
}

/** A desk's key across flows: `creditRecord:firstReview`. */
export const deskKey = (desk: Desk) => `${desk.flow}:${desk.key}`;

/**
 * Whether the item `itemId` arrived at the desk at or after `since` (its latest arrival is then as
 * recent): a look-up of the item's history from that time on, usually empty, never its whole history.
 */
export function arrivedSince({ source, arrivalLabels }: DeskTerms, itemId: SQL, since: SQL): SQL {
  const column = (name: string) => sql`a.${sql.identifier(name)}`;
  return sql`exists (select 1 from ${source.history} a
    where ${column(source.item.name)} = ${itemId} and ${column(source.createdAt.name)} >= ${since}
      and split_part(${column(source.instructions.name)}, '：', 1) in (${sql.join(
        arrivalLabels.map((label) => sql`${label}`),
        sql`, `,
      )}))`;
}

/**
 * When the item `itemId` last arrived at the desk (before `before`, where given): its latest history
 * row of a label that moves items into the waiting state. The row right before a decision moved the
 * item there, so no later row of such a label can lie between them.
 */
export function arrivedAt({ source, arrivalLabels }: DeskTerms, itemId: SQL, before?: SQL): SQL {
  const column = (name: string) => sql`a.${sql.identifier(name)}`;
  const labels = sql.join(
    arrivalLabels.map((label) => sql`${label}`),
    sql`, `,
  );
  return sql`(select max(${column(source.createdAt.name)}) from ${source.history} a
    where ${column(source.item.name)} = ${itemId}
      and split_part(${column(source.instructions.name)}, '：', 1) in (${labels})
      ${before ? sql`and ${column(source.createdAt.name)} < ${before}` : sql``})`;
}
