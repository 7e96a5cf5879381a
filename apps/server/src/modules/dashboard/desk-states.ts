import { APPEAL_REVIEW_DESKS, CREDIT_REVIEW_DESKS, RECORD_REQUEST_KINDS } from '@credit/rules';

const waitingStates = (desks: readonly { waiting: number }[]) => [...new Set(desks.map((desk) => desk.waiting))];

/** The states in which an item waits at some review desk, from the desk tables (docs/dashboard.md). */
export const WAITING = {
  records: waitingStates(CREDIT_REVIEW_DESKS),
  appeals: waitingStates(APPEAL_REVIEW_DESKS),
  repairs: waitingStates(RECORD_REQUEST_KINDS.repair.desks),
};
