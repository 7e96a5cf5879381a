import {
  builtinRolePermissions,
  transitionOf,
  type RoleCode,
  type Workflow,
  type WorkflowFacts,
  type WorkflowTransition,
} from '@credit/rules';
import { DEMO_ACCOUNTS } from '../../idp/demo-accounts.ts';

/**
 * The demo data's items reach their states the way the platform moves them: each demo item names
 * the path it took (submit, approve, reject with a reason…), and replayDemo walks it through its
 * workflow table from 草稿, as fire.ts would, giving the state it ends in and the history rows to
 * write. A path the table does not allow is an error at seeding, never a record no one could have
 * produced (docs/demo-data.md).
 */

/** Someone who fires transitions in the demo: the name the history shows and the permissions of their desk. */
export interface DemoActor {
  name: string;
  permissions: readonly string[];
}

const demoActor = (role: RoleCode, name: string): DemoActor => ({ name, permissions: builtinRolePermissions(role) });

/** The management desks' demo users (README's demo accounts), who decide what the demo items' authors submit. */
export const DEMO_STAFF: readonly DemoActor[] = DEMO_ACCOUNTS.manage.map((account) =>
  demoActor(account.role as RoleCode, account.name),
);

const staffNamed = (name: string): DemoActor => {
  const actor = DEMO_STAFF.find((staff) => staff.name === name);
  if (!actor) throw new Error(`no demo desk user is called ${name}`);
  return actor;
};

/** The authors of the demo items. */
export const DEMO_AUTHORS = {
  /** An enterprise's own user (qiye1, qiye2… write as their enterprise's clerk). */
  enterprise: demoActor('enterprise', '企业经办人'),
  /**
   * A park's clerk, another user of the park desk than its reviewer (yuanqu, 园区审核员): a park's
   * registrations wait at the park desk for a reviewer who did not write them.
   */
  park: demoActor('park', '园区经办人'),
  /** The department registrar (dengji). */
  department: staffNamed('部门登记员'),
} as const;

/**
 * One step of an item's path: an action of its workflow, with the reason a refusal gives, fired by
 * `by`, `days` calendar days after the step before it (one unless given).
 */
export type DemoStep = string | { action: string; reason?: string; by?: DemoActor; days?: number };

/** A history row as the item's history table keeps it. */
export interface DemoHistoryRow {
  /** The permission code the actor fired it with (the desk column). */
  desk: string;
  operatorName: string;
  instructions: string;
  createdAt: Date;
}

/** A transition the path fired, and when. */
export interface DemoFired extends DemoHistoryRow {
  transition: WorkflowTransition;
  reason: string | null;
}

export interface DemoReplay {
  /** The state the path ends in. */
  state: number;
  /** The history rows to write, oldest first. */
  rows: DemoHistoryRow[];
  fired: DemoFired[];
}

export interface DemoReplayOptions {
  /** Who wrote and submitted the item; the author's own actions (submit, resubmit, withdraw) are theirs. */
  author: DemoActor;
  /**
   * When the path happened: its first transition at `from`, or its last at `until`, one day apart
   * unless a step says how many days after the one before it it came.
   * Never after the seeding: a step that would fall later is moved back, each a minute before the next.
   */
  at: { from: Date } | { until: Date };
  /** Writes the platform's 创建 row (the author's, half an hour before the first step), as the forms do. */
  created?: boolean;
  /** The seeding time (now). */
  now?: Date;
}

const DAY = 86_400_000;
const MINUTE = 60_000;
/** The platform's row for a newly written item (record-service, appeal-service…): no transition. */
export const CREATED = '创建';

/** A desk's decision on an item, which its makers may not take (segregation of duties). */
export const isDeskDecision = (transition: WorkflowTransition): boolean =>
  transition.action === 'approve' ||
  transition.action === 'reject' ||
  (transition as { notByMaker?: boolean }).notByMaker === true;

/** The permission code of the transition the actor holds, as fire.ts picks it. */
const deskOf = (transition: WorkflowTransition, actor: DemoActor) =>
  transition.permissions.find((code) => actor.permissions.includes(code));

/** Who fires a step nobody was named for: its author when theirs to fire and no decision, else the desk user who may. */
function actorFor(transition: WorkflowTransition, author: DemoActor, makers: ReadonlySet<string>): DemoActor {
  if (!isDeskDecision(transition) && deskOf(transition, author)) return author;
  const staff = DEMO_STAFF.find((user) => deskOf(transition, user) && !makers.has(user.name));
  if (!staff) throw new Error(`no demo user may fire ${transition.label}`);
  return staff;
}

/**
 * The times of the rows `gaps` days apart (the first gap is ignored) from `at.from` (or ending at
 * `at.until`), then each kept at least a minute before the next and the last a minute before `now`.
 */
function schedule(gaps: readonly number[], at: DemoReplayOptions['at'], now: Date): Date[] {
  const count = gaps.length;
  const offsets = gaps.map((_, index) => gaps.slice(1, index + 1).reduce((sum, gap) => sum + gap, 0) * DAY);
  const first = 'from' in at ? at.from.getTime() : at.until.getTime() - (offsets.at(-1) ?? 0);
  const times = offsets.map((offset) => first + offset);
  let latest = now.getTime() - MINUTE;
  for (let index = count - 1; index >= 0; index -= 1) {
    times[index] = Math.min(times[index] ?? latest, latest);
    latest = (times[index] ?? latest) - MINUTE;
  }
  return times.map((time) => new Date(time));
}

/**
 * Walks an item's path through its workflow from 草稿 (state 0): each step must be a transition of
 * the table from the state reached, for the item's facts, fired by someone whose desk may (and a
 * desk decision never by the item's author or whoever submitted it). Returns the final state and
 * the history rows, whose instructions read as fire.ts writes them: the transition's label, then
 * `：reason` when there is one.
 */
export function replayDemo(
  workflow: Workflow,
  facts: WorkflowFacts,
  steps: readonly DemoStep[],
  options: DemoReplayOptions,
): DemoReplay {
  const now = options.now ?? new Date();
  const makers = new Set([options.author.name]);
  let state = workflow.states[0]?.code ?? 0;
  const walked: Omit<DemoFired, 'createdAt'>[] = [];
  const gaps: number[] = [];
  for (const step of steps) {
    const { action, reason, by, days = 1 } = typeof step === 'string' ? { action: step } : step;
    gaps.push(days);
    const transition = transitionOf(workflow, action, state, facts);
    if (!transition)
      throw new Error(`${workflow.title}: no ${action} from state ${state} for ${JSON.stringify(facts)}`);
    const actor = by ?? actorFor(transition, options.author, makers);
    const desk = deskOf(transition, actor);
    if (!desk) throw new Error(`${workflow.title}: ${actor.name} may not fire ${transition.label}`);
    if (isDeskDecision(transition) && makers.has(actor.name))
      throw new Error(`${workflow.title}: ${actor.name} may not decide an item they made (${transition.label})`);
    if (transition.needsReason && !reason?.trim())
      throw new Error(`${workflow.title}: ${transition.label} needs a reason`);
    if (!isDeskDecision(transition)) makers.add(actor.name);
    walked.push({
      transition,
      reason: reason?.trim() || null,
      desk,
      operatorName: actor.name,
      instructions: reason?.trim() ? `${transition.label}：${reason.trim()}` : transition.label,
    });
    state = transition.to;
  }
  const times = schedule(gaps.length > 0 ? gaps : [1], options.at, now);
  const fired = walked.map((row, index) => ({ ...row, createdAt: times[index] ?? now }));
  const opening = transitionOf(workflow, 'submit', workflow.states[0]?.code ?? 0, facts);
  // 创建 half an hour before the first step (a draft's at the path's time).
  const createdAt = fired[0] ? new Date(fired[0].createdAt.getTime() - 30 * MINUTE) : (times[0] ?? now);
  const rows: DemoHistoryRow[] = [
    ...(options.created
      ? [
          {
            desk: (opening && deskOf(opening, options.author)) ?? options.author.permissions[0] ?? '',
            operatorName: options.author.name,
            instructions: CREATED,
            createdAt,
          },
        ]
      : []),
    ...fired.map(({ desk, operatorName, instructions, createdAt: at }) => ({
      desk,
      operatorName,
      instructions,
      createdAt: at,
    })),
  ];
  return { state, rows, fired };
}

/** When the path last fired a transition that matches, or null. */
export function lastFired(replay: DemoReplay, matches: (transition: WorkflowTransition) => boolean): DemoFired | null {
  return [...replay.fired].reverse().find((row) => matches(row.transition)) ?? null;
}

/** A submission or resubmission (what dates an application). */
export const isSubmission = (transition: WorkflowTransition): boolean =>
  transition.action === 'submit' || transition.action === 'resubmit';
