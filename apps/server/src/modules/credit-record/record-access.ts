import {
  CREDIT_AUTHOR_DESKS,
  CREDIT_RECORD_STATES,
  CREDIT_REVIEW_DESKS,
  MSG,
  type CreditAuthorDesk,
} from '@credit/rules';
import { and, eq, or, type SQL } from 'drizzle-orm';
import { creditRecords } from '../../db/schema/index.ts';
import { holds, reaches, scopeWhere, type AccessScope } from '../../platform/access/access-policy.ts';
import { OWN_ENTERPRISE } from '../../platform/access/enterprise-data.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../auth/principal.ts';

export { holds };

export const forbidden = () => new AppError(MSG.forbidden, { statusCode: 403 });

/** Who reads a submitted record besides its author: its own enterprise, every review desk, management with 企业查询. */
const RECORD_READERS: AccessScope = {
  ownEnterprise: [],
  everything: [...CREDIT_REVIEW_DESKS.map((desk) => desk.permission), PERMISSIONS.enterpriseInquire],
};

/** The author desk a new record of this credit type is written at, by the caller's desks. */
export function authorDeskFor(me: Principal, creditType: number): CreditAuthorDesk {
  const desk = CREDIT_AUTHOR_DESKS.find(
    (candidate) =>
      holds(me, candidate.permission) &&
      (candidate.creditType === undefined || candidate.creditType === creditType) &&
      (candidate.origin === 'enterprise') === (me.kind === 'enterprise'),
  );
  if (!desk) throw forbidden();
  return desk;
}

/**
 * The records an author desk owns: an enterprise's own declarations, or the park's or the
 * department's registrations of the desk's credit type.
 */
export function authoredBy(desk: CreditAuthorDesk, me: Principal): SQL | undefined {
  return and(
    eq(creditRecords.origin, desk.origin),
    desk.creditType === undefined ? undefined : eq(creditRecords.creditType, desk.creditType),
    desk.origin === 'enterprise' ? scopeWhere(me, OWN_ENTERPRISE, creditRecords.enterpriseId) : undefined,
  );
}

/** Every record the caller authors, over all its author desks; none held is a refusal. */
export function authoredByAny(me: Principal): SQL | undefined {
  const desks = CREDIT_AUTHOR_DESKS.filter(
    (desk) => holds(me, desk.permission) && (desk.origin === 'enterprise') === (me.kind === 'enterprise'),
  );
  if (desks.length === 0) throw forbidden();
  return or(...desks.map((desk) => authoredBy(desk, me)));
}

/** Whether the caller may change a record as its author (edit, submit, withdraw, delete). */
export function isAuthor(me: Principal, record: { origin: string; creditType: number; enterpriseId: number }) {
  return CREDIT_AUTHOR_DESKS.some(
    (desk) =>
      desk.origin === record.origin &&
      (desk.creditType === undefined || desk.creditType === record.creditType) &&
      holds(me, desk.permission) &&
      (desk.origin === 'enterprise' ? reaches(me, OWN_ENTERPRISE, record.enterpriseId) : me.kind !== 'enterprise'),
  );
}

/**
 * Who reads a record: its author; its own enterprise once it has been submitted; every review
 * desk; management that may look up enterprises.
 */
export function canRead(
  me: Principal,
  record: { origin: string; creditType: number; enterpriseId: number; processStatus: number },
): boolean {
  if (isAuthor(me, record)) return true;
  return record.processStatus !== CREDIT_RECORD_STATES.draft && reaches(me, RECORD_READERS, record.enterpriseId);
}
