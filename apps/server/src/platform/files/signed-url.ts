import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a file link handed out with a record stays valid. */
export const FILE_URL_TTL_SECONDS = 2 * 60 * 60;

/**
 * Links to stored files that a browser can open directly (an <img> or a new tab sends no bearer
 * token): the path with an expiry and an HMAC of both. Who may read a file is checked when the
 * link is handed out with its record; the link itself proves that check and nothing more.
 */
export function createUrlSigner(secret: string) {
  const key = createHmac('sha256', secret).update('stored-file-url').digest();
  const mac = (path: string, expires: number) =>
    createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign(path: string, now = Date.now()): string {
      // Rounded up to the hour, so a record read twice hands out the same link and the browser's cache holds.
      const expires = Math.ceil((now / 1000 + FILE_URL_TTL_SECONDS) / 3600) * 3600;
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    verify(path: string, expires: number, signature: string, now = Date.now()): boolean {
      if (!Number.isInteger(expires) || expires * 1000 < now) return false;
      const expected = Buffer.from(mac(path, expires));
      const given = Buffer.from(signature);
      return given.length === expected.length && timingSafeEqual(given, expected);
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
