/**
 * A review flow as data (spec §4): its states, the step of the step bar each state waits at, and
 * the transitions a desk may fire. The server moves records by these tables and the web app draws
 * its step bars from them, so what is enforced and what is shown cannot drift apart.
 */

/**
 * What a condition sees of the record: its score (the −10 rule), whether its enterprise is in a
 * park, and whether the department publishes it itself (no first review).
 */
export interface WorkflowFacts {
  scoreValue?: number;
  inPark?: boolean;
  directPublish?: boolean;
}

export interface WorkflowCondition {
  /** How the condition reads in the diagram. */
  label: string;
  holds: (facts: WorkflowFacts) => boolean;
}

/** Where an item in a state stands: still moving, ended as asked (approved, published, upheld), or ended refused. */
export type WorkflowOutcome = 'progress' | 'done' | 'rejected';

export interface WorkflowState {
  code: number;
  label: string;
  /** The step of the bar the record waits at in this state; for an ended item, the step it ended at. */
  step: string;
  outcome: WorkflowOutcome;
}

export interface WorkflowTransition {
  action: string;
  /** The action as a desk's button and the history read it. */
  label: string;
  from: readonly number[];
  to: number;
  /** The permission codes of the desks that may fire it (a role's menus give it the codes); any one suffices. */
  permissions: readonly string[];
  when?: WorkflowCondition;
  /** A reason must be given (a refusal says why). */
  needsReason?: boolean;
  /** What the decision does beyond moving the item, as its confirmation says it (a record published or ended). */
  effect?: string;
  /** What the actor is told once it is done, where `${label}成功` would not read as a person says it. */
  done?: string;
  /**
   * Segregation of duties: the actor must not be one of the item's makers (who wrote, submitted,
   * imported or published it). Every desk decision says so.
   */
  notByMaker?: boolean;
  /** Fired by the platform itself, never by a desk (an open request closed because its record ended). */
  automatic?: boolean;
}

export interface Workflow {
  key: string;
  title: string;
  states: readonly WorkflowState[];
  /** Every step a record of this flow can pass, in order; `optionalSteps` appear only when their condition holds. */
  steps: readonly string[];
  optionalSteps?: Readonly<Record<string, WorkflowCondition>>;
  /** The ways a completed item stops counting; the one that happened is the step bar's last step, after 完成. */
  endings?: readonly string[];
  transitions: readonly WorkflowTransition[];
}

export interface StepBar {
  titles: string[];
  current: number;
  /** A refused item's bar shows its step as an error. */
  status?: 'error';
}

export function stateOf(workflow: Workflow, code: number): WorkflowState | undefined {
  return workflow.states.find((state) => state.code === code);
}

export const stateLabel = (workflow: Workflow, code: number): string => stateOf(workflow, code)?.label ?? String(code);

/** The instruction of a history row names the transition it records: its label, then `：reason`. */
const records = (instruction: string, transition: WorkflowTransition) =>
  instruction === transition.label || instruction.startsWith(`${transition.label}：`);

/**
 * The step a refused item ended at: the state's own step, or, where desks at several steps refuse
 * into one state (申诉驳回), the step of the last refusal its history records.
 */
function refusedAt(workflow: Workflow, state: WorkflowState, history: readonly string[]): string {
  const refusals = workflow.transitions.filter((t) => t.to === state.code && t.action === 'reject');
  for (const instruction of [...history].reverse()) {
    const refusal = refusals.find((t) => records(instruction, t));
    const from = refusal && stateOf(workflow, refusal.from[0] ?? -1);
    if (from) return from.step;
  }
  return state.step;
}

/**
 * The step bar of a record: the flow's steps (an optional one only when its condition holds) and
 * the step its state waits at. A state whose step the record's flow lacks shows the next step the
 * flow has (the specification's one-step shift). A record that stopped counting (`ending`, one of
 * the flow's endings) ends its bar there, one step after 完成. A refused item stops at the step it
 * was refused at, drawn as an error; `history` (its instructions, oldest first) says which step
 * when desks at several steps refuse into the same state.
 */
export function stepBar(
  workflow: Workflow,
  code: number,
  facts: WorkflowFacts = {},
  ending?: string | null,
  history: readonly string[] = [],
): StepBar {
  const titles = workflow.steps.filter((step) => workflow.optionalSteps?.[step]?.holds(facts) ?? true);
  if (ending && workflow.endings?.includes(ending)) return { titles: [...titles, ending], current: titles.length };
  const state = stateOf(workflow, code);
  const step = state?.outcome === 'rejected' ? refusedAt(workflow, state, history) : state?.step;
  const waitingAt = workflow.steps.indexOf(step ?? workflow.steps[0] ?? '');
  const current = titles.filter((title) => workflow.steps.indexOf(title) < waitingAt).length;
  return state?.outcome === 'rejected' ? { titles, current, status: 'error' } : { titles, current };
}

/** The states an item is still open in (waiting for its author or a desk). */
export const openStates = (workflow: Workflow): number[] =>
  workflow.states.filter((state) => state.outcome === 'progress').map((state) => state.code);

/** The permission codes of the desks that decide this flow's items (approve or refuse). */
export const deciderPermissions = (workflow: Workflow): string[] => [
  ...new Set(workflow.transitions.filter((t) => t.notByMaker).flatMap((t) => t.permissions)),
];

/** The transitions a history's instructions record, oldest first (rows that record none are left out). */
export const recordedTransitions = (workflow: Workflow, history: readonly string[]): WorkflowTransition[] =>
  history.flatMap((instruction) => workflow.transitions.find((t) => records(instruction, t)) ?? []);

/** What the actor is told once a transition is fired. */
export const doneMessage = (transition: WorkflowTransition): string => transition.done ?? `${transition.label}成功`;

/** The confirmation of a desk's approval of an item in this state: what it fires and what that does; null when none. */
export function approveConfirm(workflow: Workflow, code: number, facts: WorkflowFacts): string | null {
  const approval = transitionOf(workflow, 'approve', code, facts);
  return approval ? `确定${approval.label}吗？${approval.effect ?? ''}` : null;
}

/** The transition an action fires from a state for a record with these facts, if the flow has one. */
export function transitionOf(
  workflow: Workflow,
  action: string,
  from: number,
  facts: WorkflowFacts,
): WorkflowTransition | undefined {
  return workflow.transitions.find(
    (t) => t.action === action && t.from.includes(from) && (t.when?.holds(facts) ?? true),
  );
}
