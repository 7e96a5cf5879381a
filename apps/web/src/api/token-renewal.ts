import { MSG, REQUEST_TIMEOUT_MS } from '@credit/rules';
import { fetchReply } from './fetch-transport.ts';
import { isRecord, jsonReply, parseJson } from './reply.ts';
import { buildUrl } from './request-url.ts';
import { endSession } from './session.ts';
import { getRefreshToken, getToken, keepRefreshToken, setToken } from './token-store.ts';

/** The latest renewal and the expired token it replaces; a failed one stays until a new token arrives. */
let renewal: { expiredToken: string | null; renewed: Promise<boolean> } | null = null;

/** Calls wait here while the token is renewed, so none is sent with the expired one. */
export async function renewalSettled(): Promise<void> {
  if (renewal) await renewal.renewed;
}

/**
 * Trades the refresh token for a new access token (spec §7 `POST oauth/token`, form
 * `grant_type=refresh_token&refresh_token=…`): the one this tab was last given, when it has one
 * (not after a sign-in by a provider, which sets the cookie only); the HttpOnly cookie goes along
 * and the server prefers it, as it is the session's newest (docs/identity.md).
 */
async function exchangeRefreshToken(): Promise<boolean> {
  const form = new URLSearchParams({ grant_type: 'refresh_token' });
  const kept = getRefreshToken();
  if (kept) form.set('refresh_token', kept);
  const reply = await fetchReply(
    {
      url: buildUrl('/oauth/token'),
      method: 'POST',
      headers: new Headers(),
      body: form,
      credentials: 'include',
      timeoutMs: REQUEST_TIMEOUT_MS,
    },
    async (response) => jsonReply<unknown>(response.status, parseJson(await response.text())),
  );
  if (reply.kind !== 'ok' || !isRecord(reply.value) || typeof reply.value.access_token !== 'string') return false;
  setToken(reply.value.access_token);
  keepRefreshToken(reply.value.refresh_token);
  return true;
}

/**
 * Renews the access token once for every call that met `expiredToken`: a call whose token was
 * already replaced just retries, and one that meets the same expired token after a failed renewal
 * fails too. A failed renewal ends the session.
 */
export function renewToken(expiredToken: string | null): Promise<boolean> {
  const current = getToken();
  if (current !== null && current !== expiredToken) return Promise.resolve(true);
  if (renewal?.expiredToken !== expiredToken) {
    const renewed = exchangeRefreshToken().then((ok) => {
      if (!ok) endSession(MSG.accountExpired, 0);
      return ok;
    });
    renewal = { expiredToken, renewed };
  }
  return renewal.renewed;
}
