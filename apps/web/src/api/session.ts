import { notify } from './notify.ts';

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

export function logout(): void {
  sessionStorage.clear();
  navigate('/login');
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
