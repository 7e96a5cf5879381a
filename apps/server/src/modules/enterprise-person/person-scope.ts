import type { Database } from '../../db/client.ts';
import { AppError } from '../../platform/errors.ts';
import type { Principal } from '../auth/principal.ts';
import { enterpriseInScope } from '../../platform/access/access-policy.ts';
import { ENTERPRISE_DATA, changeableEnterpriseId } from '../../platform/access/enterprise-data.ts';
import { findPersonRow, type PersonRow } from './person-queries.ts';

export const PERSON_NOT_FOUND = '人员不存在';

/** The person, when the caller may read its enterprise's data; another enterprise's person reads as refused. */
export async function personOfEnterprise(
  db: Pick<Database, 'select'>,
  me: Principal,
  personId: number | undefined,
): Promise<PersonRow> {
  if (personId === undefined) throw new AppError('请指定人员', { statusCode: 400 });
  const person = await findPersonRow(db, personId);
  if (!person) throw new AppError(PERSON_NOT_FOUND, { statusCode: 404 });
  enterpriseInScope(me, ENTERPRISE_DATA, person.enterpriseId);
  return person;
}

/** The person, when the caller is its enterprise's own user. */
export async function editablePerson(
  db: Pick<Database, 'select'>,
  me: Principal,
  personId: number,
  lock = false,
): Promise<PersonRow> {
  const person = await findPersonRow(db, personId, lock);
  if (!person) throw new AppError(PERSON_NOT_FOUND, { statusCode: 404 });
  changeableEnterpriseId(me, person.enterpriseId);
  return person;
}

export const invalidPerson = (message: string, field: string) =>
  new AppError(message, { fieldErrors: { [field]: message } });
