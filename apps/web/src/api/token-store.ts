/** The access token lives for the browser tab only (spec §4); the refresh token is an HttpOnly cookie. */
const TOKEN_KEY = 'token';

export function getToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function setToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}
