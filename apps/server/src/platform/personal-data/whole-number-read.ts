import { maskIdCard, maskPhone } from '@credit/rules';
import type { Executor } from '../../db/client.ts';
import { recordOperation, type OperationActor } from '../audit/index.ts';
import type { PersonalDataKind } from './seal.ts';

/** A whole number an answer carried: its field's label, what it is, and the number (null: none). */
export interface WholeNumber {
  label: string;
  kind: PersonalDataKind;
  value: string | null | undefined;
}

export const maskedNumber = (kind: PersonalDataKind, value: string): string =>
  kind === 'idCard' ? maskIdCard(value) : maskPhone(value);

/**
 * An answer that gave whole ID card or mobile numbers, in the operation log (docs/personal-data.md):
 * who read which numbers (shown masked) of which object, when and from where.
 */
export async function recordWholeNumberRead(
  db: Executor,
  actor: OperationActor,
  object: { kind: string; id: number; label: string },
  numbers: readonly WholeNumber[],
): Promise<void> {
  const read = numbers.filter((number): number is WholeNumber & { value: string } => Boolean(number.value));
  if (read.length === 0) return;
  await recordOperation(db, actor, {
    kind: object.kind,
    objectId: object.id,
    label: object.label,
    action: '查看完整号码',
    after: Object.fromEntries(read.map((number) => [number.label, maskedNumber(number.kind, number.value)])),
  });
}
