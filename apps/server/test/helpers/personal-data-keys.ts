import { randomBytes } from 'node:crypto';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { seal, usePersonalDataKeys, type PersonalDataKind } from '../../src/platform/personal-data/index.ts';

export const TEST_KEY_ENVIRONMENT = ['PERSONAL_DATA_KEYS', 'PERSONAL_DATA_LOOKUP_KEY'] as const;

/** A run's personal data keys, as the environment gives them: the templates are sealed with these. */
export const testKeyEnvironment = () => ({
  PERSONAL_DATA_KEYS: `k1:${randomBytes(32).toString('base64url')}`,
  PERSONAL_DATA_LOOKUP_KEY: randomBytes(32).toString('base64url'),
});

/** Puts the run's keys back for this process (a file that changed them, such as a rotation, leaves them as found). */
export const useTestKeys = () => usePersonalDataKeys(loadConfig(inject('personalDataKeys')));

/**
 * A number sealed for its column without the leading look-up hash: SQL that makes many rows puts a
 * distinct stand-in before it (`'P' || i || tail`), so each row has a hash of its own (the unique
 * index holds) and still opens to the number.
 */
export function sealedTail(kind: PersonalDataKind, place: string, value: string): string {
  const sealed = seal(kind, place, value);
  return sealed.slice(sealed.indexOf('.'));
}
