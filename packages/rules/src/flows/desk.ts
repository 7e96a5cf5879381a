import type { MenuGroupName } from '../system/menu-groups.ts';
import type { MenuIconName } from '../system/menu-icons.ts';
import type { MenuRoute } from '../system/menu-routes.ts';
import type { Workflow } from '../workflow/workflow.ts';
import type { RoleCode } from './roles.ts';

/**
 * A desk of a flow (docs/how-to-add.md): who works it, with which permission, on which screens.
 * A review desk decides the items waiting for it; an author desk writes items and corrects those
 * returned to it.
 */
export interface DeskSpec {
  /** Unique within its flow. */
  key: string;
  title: string;
  kind: 'review' | 'author';
  permission: string;
  roles: readonly RoleCode[];
  /** The desk's screen: its menu url. */
  route: MenuRoute;
  /** Further screens of the desk (a form, a detail page): menus of the same roles and permission. */
  screens?: readonly MenuRoute[];
  /**
   * Its menu when the built-in menu tree does not name its route: the desk's title with this icon,
   * last in this group (system/builtin-menus.ts). The tree names a desk's route to place it among
   * the pages or to call it otherwise.
   */
  menu?: { group: MenuGroupName; icon: MenuIconName };
}

export interface Desk extends DeskSpec {
  /** The flow it belongs to. */
  flow: string;
  /**
   * The states in which an item is open at this desk, read from the flow's table: for a review
   * desk, the state its decisions start from (the transitions carrying its permission that a maker
   * may not fire); for an author desk, the states a refusal returns items to and it acts again.
   */
  waiting: readonly number[];
}

/** The states a desk's decisions start from. */
export const decidedAt = (workflow: Workflow, permission: string): number[] => [
  ...new Set(
    workflow.transitions
      .filter((transition) => transition.notByMaker && transition.permissions.includes(permission))
      .flatMap((transition) => transition.from),
  ),
];

/** The states a refusal sends items to in which the author (its permission) acts again. */
export const returnedTo = (workflow: Workflow, permission: string): number[] => {
  const refusedTo = new Set(workflow.transitions.filter((t) => t.needsReason).map((t) => t.to));
  return [
    ...new Set(
      workflow.transitions
        .filter((transition) => transition.permissions.includes(permission) && !transition.notByMaker)
        .flatMap((transition) => transition.from)
        .filter((state) => refusedTo.has(state)),
    ),
  ];
};

/** A desk of `workflow`, its open states read from the table; a review desk decides at exactly one state. */
export function deskOf<D extends DeskSpec>(flow: string, workflow: Workflow, spec: D): D & Desk {
  const waiting = spec.kind === 'review' ? decidedAt(workflow, spec.permission) : returnedTo(workflow, spec.permission);
  if (spec.kind === 'review' && waiting.length !== 1)
    throw new Error(`desk ${flow}/${spec.key} decides at ${waiting.length} states of ${workflow.key}, not one`);
  return { ...spec, flow, waiting };
}

/** The desk of `desks` that is `desk` (its richer description in its flow's table). */
export function deskIn<D extends Desk>(desks: readonly D[], desk: Desk): D {
  const found = desks.find((candidate) => candidate.flow === desk.flow && candidate.key === desk.key);
  if (!found) throw new Error(`no desk ${desk.flow}/${desk.key}`);
  return found;
}

/** Every menu url a desk works on. */
export const deskRoutes = (desk: DeskSpec): MenuRoute[] => [desk.route, ...(desk.screens ?? [])];
