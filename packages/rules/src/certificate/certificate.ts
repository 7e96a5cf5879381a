import { type CodeOf, defineDictionary } from '../dictionaries/dictionary.ts';

/** A credit-level certificate's state (docs/certificate.md). */
export const CERTIFICATE_STATES = { valid: 1, superseded: 2, revoked: 3 } as const;

export const CERTIFICATE_STATE = defineDictionary([
  [CERTIFICATE_STATES.valid, '有效'],
  [CERTIFICATE_STATES.superseded, '已被新证书取代'],
  [CERTIFICATE_STATES.revoked, '已撤销'],
]);
export type CertificateState = CodeOf<typeof CERTIFICATE_STATE>;

/** The public page a certificate's QR code opens: `${PUBLIC_URL}/certificateVerify?serial=<serial>`. */
export const CERTIFICATE_VERIFY_PATH = '/certificateVerify';

/**
 * A serial: the year of issue and 16 characters of Crockford base32 (80 random bits) in groups of
 * four, e.g. 2026-7K3M-9QXD-F2WP-H8TA — far too many to guess one.
 */
export const CERTIFICATE_SERIAL = /^\d{4}(-[0-9A-HJKMNP-TV-Z]{4}){4}$/;
