import { randomBytes } from 'node:crypto';

/** Crockford's base32: no I, L, O or U, so a serial read off paper is typed back without ambiguity. */
const BASE32 = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** A new serial: the year of issue, then 80 random bits as four groups of four characters (CERTIFICATE_SERIAL). */
export function newCertificateSerial(issuedOn: string): string {
  const bytes = randomBytes(10);
  let bits = 0n;
  for (const byte of bytes) bits = (bits << 8n) | BigInt(byte);
  let characters = '';
  for (let i = 0; i < 16; i += 1) characters = BASE32[Number((bits >> BigInt(5 * i)) & 31n)] + characters;
  return [issuedOn.slice(0, 4), ...(characters.match(/.{4}/g) ?? [])].join('-');
}
