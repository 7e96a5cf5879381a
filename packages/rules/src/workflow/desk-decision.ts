import type { WorkflowCondition, WorkflowTransition } from './workflow.ts';

/** How a desk's answer reads (its button and the history) and the state it leads to. */
export interface DeskAnswer {
  label: string;
  to: number;
  /** What it does beyond moving the item (the confirmation says it), and how its success reads. */
  effect?: string;
  done?: string;
}

/** One route of an approval whose next state depends on the facts. */
export interface ApprovalRoute extends DeskAnswer {
  when: WorkflowCondition;
}

interface DeskDecision<Approval> {
  /** The state the desk decides at. */
  from: number;
  /** The desk's permission code. */
  desk: string;
  approve: Approval;
  /** The return or rejection, which needs a reason. */
  reject: DeskAnswer;
}

interface ConditionalDesk extends DeskDecision<DeskAnswer> {
  /** The items this desk decides (both answers) where another desk decides the others. */
  when?: WorkflowCondition;
}

/**
 * A desk's approve and return transitions at one state, approval first. An approval routed by the
 * facts gives one transition per route, all before the return.
 */
export function deskDecision(decision: ConditionalDesk): [WorkflowTransition, WorkflowTransition];
export function deskDecision(decision: DeskDecision<readonly ApprovalRoute[]>): WorkflowTransition[];
export function deskDecision(decision: ConditionalDesk | DeskDecision<readonly ApprovalRoute[]>): WorkflowTransition[] {
  const { from, desk } = decision;
  const answer = (
    action: string,
    { label, to, effect, done }: DeskAnswer,
    when?: WorkflowCondition,
  ): WorkflowTransition => ({
    action,
    label,
    from: [from],
    to,
    permissions: [desk],
    notByMaker: true,
    ...(when && { when }),
    ...(effect && { effect }),
    ...(done && { done }),
  });
  const deskWhen = 'when' in decision ? decision.when : undefined;
  const approvals =
    'label' in decision.approve
      ? [answer('approve', decision.approve, deskWhen)]
      : decision.approve.map((route) => answer('approve', route, route.when));
  return [...approvals, { ...answer('reject', decision.reject, deskWhen), needsReason: true }];
}
