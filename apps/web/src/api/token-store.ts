/**
 * The access token lives for the browser tab only (spec §4). The refresh token is an HttpOnly
 * cookie; the last one /oauth/token gave this tab is kept beside the access token too, so the
 * refresh call sends it in its form as spec §7 does (docs/identity.md).
 */
const TOKEN_KEY = 'token';
const REFRESH_KEY = 'refreshToken';

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function getRefreshToken(): string | null {
  return sessionStorage.getItem(REFRESH_KEY);
}

/** Keeps what an /oauth/token answer gave; an answer without one leaves the kept one. */
export function keepRefreshToken(token: unknown): void {
  if (typeof token === 'string' && token) sessionStorage.setItem(REFRESH_KEY, token);
}
