import type { Workflow } from '../workflow/workflow.ts';
import type { Desk } from './desk.ts';

/**
 * A review flow (docs/how-to-add.md): its workflow table and its desks. The desks' waiting states,
 * the platform's permission codes, the built-in menus and grants, the to-do counts, the reminders'
 * recipients and the web app's desk screens are all read from here.
 */
export interface Flow<D extends Desk = Desk> {
  workflow: Workflow;
  desks: readonly D[];
}
