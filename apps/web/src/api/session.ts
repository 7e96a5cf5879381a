import { notify } from './notify.ts';
import { buildUrl } from './request-url.ts';
import { getToken } from './token-store.ts';

export type Navigate = (path: string) => void;

const byDocument: Navigate = (path) => window.location.assign(path);
let navigate: Navigate = byDocument;
let ending = false;

/**
 * Lets the app send a logged-out user to /login through its router (keeping the page loaded).
 * Returns the function that restores navigation by the document.
 */
export function routeLogoutThrough(handler: Navigate): () => void {
  navigate = handler;
  return () => {
    navigate = byDocument;
  };
}

/**
 * Ends the session on the server (its tokens stop working at once), then leaves: enterprise and
 * management users through their sign-on provider's end-session page, the administrator to /login.
 */
export function logout(): void {
  const token = getToken();
  sessionStorage.clear();
  if (!token) {
    navigate('/login');
    return;
  }
  void fetch(buildUrl('/account/logout'), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    credentials: 'include',
  })
    .then((res) => (res.ok ? (res.json() as Promise<{ extraData?: { redirectUrl?: string } }>) : undefined))
    .catch(() => undefined)
    .then((answer) => {
      const target = answer?.extraData?.redirectUrl;
      if (target && target !== '/login') window.location.assign(target);
      else navigate('/login');
    });
}

/**
 * Tells the user why the session ends, then logs out after `delayMs`. Calls made while an end is
 * pending are ignored, so many failing requests give one message and one logout.
 */
export function endSession(message: string, delayMs: number): void {
  if (ending) return;
  ending = true;
  notify.warning(message);
  setTimeout(() => {
    ending = false;
    logout();
  }, delayMs);
}
