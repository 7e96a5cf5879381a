import { APPEAL_REVIEW_DESKS, CREDIT_REVIEW_DESKS, RECORD_REQUEST_KINDS, type Desk } from '@credit/rules';

const waitingStates = (desks: readonly Desk[]) => [...new Set(desks.flatMap((desk) => desk.waiting))];

/** The states in which an item waits at some review desk, from the flow registry (docs/dashboard.md). */
export const WAITING = {
  records: waitingStates(CREDIT_REVIEW_DESKS),
  appeals: waitingStates(APPEAL_REVIEW_DESKS),
  repairs: waitingStates(RECORD_REQUEST_KINDS.repair.desks),
};
