import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { Page } from '@playwright/test';
import { decodeJwt, SignJWT } from 'jose';
import { e2eDataDir } from '../../playwright.config.ts';

/** Where the web app keeps the access token (apps/web/src/api/token-store.ts). */
const TOKEN_KEY = 'token';

export async function readAccessToken(page: Page): Promise<string> {
  const token = await page.evaluate((key) => sessionStorage.getItem(key), TOKEN_KEY);
  if (!token) throw new Error('no access token in sessionStorage');
  return token;
}

/**
 * Puts an access token of the same user and session in the tab that expired a minute ago, signed
 * with the key of the server the tab is on (its DATA_DIR/jwt.secret), so the server answers 3002
 * and nothing else.
 */
export async function expireAccessToken(page: Page): Promise<string> {
  const current = decodeJwt(await readAccessToken(page));
  const secret = (await readFile(path.join(e2eDataDir(new URL(page.url()).port), 'jwt.secret'), 'utf8')).trim();
  const now = Math.floor(Date.now() / 1000);
  const expired = await new SignJWT({ sid: current['sid'] })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setSubject(String(current.sub))
    .setIssuer(String(current.iss))
    .setAudience(current.aud ?? '')
    .setIssuedAt(now - 3600)
    .setExpirationTime(now - 60)
    .sign(new TextEncoder().encode(secret));
  await page.evaluate(([key, value]) => sessionStorage.setItem(key, value), [TOKEN_KEY, expired] as const);
  return expired;
}
