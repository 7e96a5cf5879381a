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

export interface WorkflowState {
  code: number;
  label: string;
  /** The step of the bar the record waits at in this state. */
  step: string;
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
}

export function stateOf(workflow: Workflow, code: number): WorkflowState | undefined {
  return workflow.states.find((state) => state.code === code);
}

export const stateLabel = (workflow: Workflow, code: number): string => stateOf(workflow, code)?.label ?? String(code);

/**
 * The step bar of a record: the flow's steps (an optional one only when its condition holds) and
 * the step its state waits at. A state whose step the record's flow lacks shows the next step the
 * flow has (the specification's one-step shift). A record that stopped counting (`ending`, one of
 * the flow's endings) ends its bar there, one step after 完成.
 */
export function stepBar(workflow: Workflow, code: number, facts: WorkflowFacts = {}, ending?: string | null): StepBar {
  const titles = workflow.steps.filter((step) => workflow.optionalSteps?.[step]?.holds(facts) ?? true);
  if (ending && workflow.endings?.includes(ending)) return { titles: [...titles, ending], current: titles.length };
  const waitingAt = workflow.steps.indexOf(stateOf(workflow, code)?.step ?? workflow.steps[0] ?? '');
  return { titles, current: titles.filter((title) => workflow.steps.indexOf(title) < waitingAt).length };
}

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
