import { fieldErrorsOf, MSG, personSchema, type Person } from '@credit/rules';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprisePersons } from '../../db/schema/index.ts';
import { AppError } from '../../platform/errors.ts';
import { changeLines, writeHistory } from '../../platform/history/index.ts';
import type { Principal } from '../auth/principal.ts';
import { operatorOf } from '../../platform/auth/principal.ts';
import { DICTIONARY, dictionaryLabels } from '../general/dictionary-queries.ts';
import { idCardTaken, type PersonRow } from './person-queries.ts';
import { editablePerson, invalidPerson } from './person-scope.ts';
import { personTrackedFields, type PersonLabels } from './person-view.ts';

export const ID_CARD_FIXED = '身份证号不可修改';
export const ID_CARD_TAKEN = '该身份证号的人员已存在';

type Executor = Pick<Database, 'select' | 'insert' | 'update'>;

export async function personLabels(db: Pick<Database, 'select'>): Promise<PersonLabels> {
  const [jobTitles, qualifications] = await Promise.all([
    dictionaryLabels(db, DICTIONARY.jobTitle),
    dictionaryLabels(db, DICTIONARY.qualification),
  ]);
  return { jobTitles, qualifications };
}

/** The person's fields by spec §5 Person, with codes checked against the dictionaries. */
async function checkedPerson(
  db: Pick<Database, 'select'>,
  raw: unknown,
): Promise<{ person: Person; labels: PersonLabels }> {
  const parsed = personSchema.safeParse(raw);
  if (!parsed.success) {
    const errors = fieldErrorsOf(parsed.error);
    throw new AppError(Object.values(errors)[0] ?? MSG.invalidInput, { fieldErrors: errors });
  }
  const labels = await personLabels(db);
  const person = {
    ...parsed.data,
    idCard: parsed.data.idCard.toUpperCase(),
    qualification: [...new Set(parsed.data.qualification)],
  };
  if (!labels.jobTitles.has(person.jobTitle)) throw invalidPerson('请选择职称', 'jobTitle');
  if (person.qualification.some((code) => !labels.qualifications.has(code)))
    throw invalidPerson('请选择执业资格', 'qualification');
  return { person, labels };
}

const fieldsOf = (row: PersonRow): Person => ({
  name: row.name,
  gender: row.gender as Person['gender'],
  idCard: row.idCard,
  phone: row.phone,
  enabled: row.enabled,
  jobTitle: row.jobTitle,
  qualification: row.qualification,
});

/** POST /api/enterpriseperson: a new person of the caller's own enterprise. */
export async function addPerson(db: Database, me: Principal, enterpriseId: number, raw: unknown): Promise<number> {
  return db.transaction(async (tx) => {
    const { person, labels } = await checkedPerson(tx, raw);
    if (await idCardTaken(tx, enterpriseId, person.idCard)) throw invalidPerson(ID_CARD_TAKEN, 'idCard');
    const [created] = await tx
      .insert(enterprisePersons)
      .values({ ...person, enterpriseId })
      .returning({ id: enterprisePersons.id });
    if (!created) throw new Error('person insert returned nothing');
    await writeHistory(tx, {
      enterpriseId,
      historyType: 1,
      personId: created.id,
      operator: operatorOf(me),
      items: ['新增人员', ...changeLines(personTrackedFields(labels), undefined, person)],
    });
    return created.id;
  });
}

/** PUT /api/enterpriseperson: an edit; the ID card stays what it was. */
export async function editPerson(
  db: Database,
  me: Principal,
  personId: number,
  raw: Record<string, unknown>,
): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await editablePerson(tx, me, personId, true);
    const sentIdCard = typeof raw.idCard === 'string' ? raw.idCard.trim().toUpperCase() : undefined;
    if (sentIdCard && sentIdCard !== before.idCard) throw invalidPerson(ID_CARD_FIXED, 'idCard');
    const { person, labels } = await checkedPerson(tx, { ...raw, idCard: before.idCard });
    await saveChange(tx, me, before, person, labels);
  });
}

/** PUT /api/enterpriseperson/enable: enabled false marks the person as having left (离职). */
export async function setPersonEnabled(db: Database, me: Principal, personId: number, enabled: boolean): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await editablePerson(tx, me, personId, true);
    await saveChange(tx, me, before, { ...fieldsOf(before), enabled }, await personLabels(tx));
  });
}

async function saveChange(tx: Executor, me: Principal, before: PersonRow, after: Person, labels: PersonLabels) {
  await tx.update(enterprisePersons).set(after).where(eq(enterprisePersons.id, before.id));
  await writeHistory(tx, {
    enterpriseId: before.enterpriseId,
    historyType: 1,
    personId: before.id,
    operator: operatorOf(me),
    items: changeLines(personTrackedFields(labels), fieldsOf(before), after),
  });
}
