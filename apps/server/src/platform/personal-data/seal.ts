import { createCipheriv, createDecipheriv, createHmac, randomBytes } from 'node:crypto';
import { personalDataKey, personalDataKeys } from './keys.ts';

/** What a protected value is: look-ups hash each kind apart, so an ID card never matches a mobile. */
export type PersonalDataKind = 'idCard' | 'phone';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/** The look-up hash of a value (HMAC-SHA256 under the look-up key), base64url: equal values, equal hashes. */
export function lookupHash(kind: PersonalDataKind, value: string): string {
  return createHmac('sha256', personalDataKeys().lookupKey).update(`${kind}:${value}`).digest('base64url');
}

/**
 * A value as the database keeps it: `hash.keyId.sealed`, where sealed is base64url of a random
 * 96-bit IV, the GCM tag and the AES-256-GCM ciphertext, bound to its column (`place`) so a value
 * copied into another column does not open. The hash comes first so a generated column can read it.
 */
export function seal(kind: PersonalDataKind, place: string, value: string, keyId?: string): string {
  const ring = personalDataKeys();
  const id = keyId ?? ring.current;
  const key = personalDataKey(id);
  if (!key) throw new Error(`personal data key ${id} unknown`);
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(place));
  const body = Buffer.concat([cipher.update(value, 'utf8'), cipher.final()]);
  const sealed = Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
  return `${lookupHash(kind, value)}.${id}.${sealed}`;
}

/** The key id a stored value was sealed with. */
export const keyIdOf = (stored: string): string => stored.split('.')[1] ?? '';

/** The value a stored one holds; throws when its key is unknown or it was altered. */
export function open(place: string, stored: string): string {
  const [, id = '', sealed = ''] = stored.split('.');
  const key = personalDataKey(id);
  if (!key) throw new Error(`personal data key ${id} unknown: its key file or PERSONAL_DATA_KEYS lacks it`);
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(place));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}

/** The same value sealed again under the current key, its look-up hash unchanged (key rotation). */
export function reseal(kind: PersonalDataKind, place: string, stored: string): string {
  return seal(kind, place, open(place, stored));
}
