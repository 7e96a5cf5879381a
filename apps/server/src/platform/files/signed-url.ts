import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link handed out with a record stays valid: long enough to open what a screen shows, short enough that a copied link soon dies. */
export const FILE_URL_TTL_SECONDS = 10 * 60;
/** Expiries are rounded up to this step, so a record read twice within it hands out the same link and the browser's cache holds. */
const EXPIRY_STEP_SECONDS = 5 * 60;

/** What a signed link carries besides its path. */
export interface SignedLinkParts {
  expires: number;
  user: number;
  signature: string;
}

/**
 * Links to stored files that a browser can open directly (an <img> or a new tab sends no bearer
 * token): the path, an expiry minutes away, the user it was issued to and an HMAC of the three.
 * Links are issued only for a signed-in user, after the route's check that this user may read the
 * item; the link proves that check and names the user, so a link passed on is traceable to its
 * holder and dies within minutes.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('stored-file-url').digest();
  const mac = (path: string, expires: number, user: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}\n${user}`).digest('base64url');
  return {
    /** The links one signed-in user may be handed. */
    forUser(user: number) {
      return {
        sign(path: string, now = Date.now()): string {
          const expires = Math.ceil((now / 1000 + FILE_URL_TTL_SECONDS) / EXPIRY_STEP_SECONDS) * EXPIRY_STEP_SECONDS;
          return `${path}?expires=${expires}&user=${user}&signature=${mac(path, expires, user)}`;
        },
      };
    },
    verify(path: string, { expires, user, signature }: SignedLinkParts, now = Date.now()): boolean {
      if (!Number.isInteger(expires) || expires * 1000 < now || !Number.isInteger(user)) return false;
      const expected = Buffer.from(mac(path, expires, user));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
/** The signer bound to one signed-in user: what a route hands to the code that lists attachments. */
export type FileLinks = ReturnType<UrlSigner['forUser']>;
