import { MSG, TOKEN_EXPIRED_CODE, type Envelope } from '@credit/rules';
import { HttpError } from './http-error.ts';
import { notify } from './notify.ts';
import { isRecord, type Failure } from './reply.ts';
import { endSession } from './session.ts';

/** Error code of the sign-on provider that the user must read before acting (spec §8). */
const PERSISTENT_ERROR = '20004';
const FORCED_LOGOUT_DELAY_MS = 1000;
/** The server's answer to an action sent with an `If-Match` revision the item no longer has. */
export const PRECONDITION_FAILED = 412;
const STALE_FALLBACK = '该记录在您打开后已被修改，请查看最新内容后重新操作';

function codeOf(body: unknown): number | undefined {
  if (!isRecord(body)) return undefined;
  const code = Number(body.Code ?? body.code);
  return Number.isNaN(code) ? undefined : code;
}

export function isTokenExpired(failure: Failure): failure is Extract<Failure, { kind: 'failed' }> {
  return failure.kind === 'failed' && codeOf(failure.body) === TOKEN_EXPIRED_CODE;
}

function envelopeOf(body: unknown): Envelope<unknown> | undefined {
  return isRecord(body) && typeof body.success === 'boolean' ? (body as unknown as Envelope<unknown>) : undefined;
}

/** What to say when the answer carries no message of its own; a 2xx answer leaves it to the caller. */
function fallbackMessage(status: number): string {
  if (status < 400) return '';
  if (status === PRECONDITION_FAILED) return STALE_FALLBACK;
  if (status === 403) return MSG.forbidden;
  if (status === 404) return MSG.notFound;
  return status < 500 ? MSG.invalidInput : MSG.genericServerError;
}

/**
 * How a failed call tells the user: 'silent' leaves it to the caller; 'error' shows the server's
 * refusal as an error (spec §8: a refused delete), 'warning' as a warning (every other refusal);
 * `{ instead }` shows the screen's own message as an error whatever failed (spec §8: 获取企业列表失败).
 */
export type Telling = 'warning' | 'error' | 'silent' | { instead: string };

/**
 * A failed sign-in (spec §8: an error with `Message`) ends the session; only a 401 is one. A 403
 * refuses one action to a user who stays signed in: it is told as any other refusal.
 */
const isSignInFailure = (status: number, fields: Record<string, unknown>) =>
  status === 401 && fields.Message !== undefined;

/** The failures that end the session (and say so themselves), whatever the call asked for. */
function endsSession(failure: Failure): boolean {
  if (failure.kind !== 'failed') return false;
  const fields = isRecord(failure.body) ? failure.body : {};
  return codeOf(failure.body) === TOKEN_EXPIRED_CODE || isSignInFailure(failure.status, fields);
}

/**
 * The central error policy of spec §8: tells the user (unless silent) and returns the error the
 * call rejects with. Session failures end the session even for silent calls: no caller can fix them.
 */
export function applyErrorPolicy(failure: Failure, telling: Telling = 'warning'): HttpError {
  if (typeof telling === 'object') {
    const error = applyErrorPolicy(failure, 'silent');
    if (!endsSession(failure)) notify.error(telling.instead);
    return error;
  }
  const silent = telling === 'silent';
  if (failure.kind === 'timeout') {
    if (!silent) notify.warning(MSG.requestTimeout);
    return new HttpError(MSG.requestTimeout, 0);
  }
  if (failure.kind === 'network') {
    if (!silent) notify.error(MSG.networkError);
    return new HttpError(MSG.networkError, 0);
  }
  const { status, body } = failure;
  const fields = isRecord(body) ? body : {};
  if (codeOf(body) === TOKEN_EXPIRED_CODE) {
    endSession(MSG.accountExpired, 0);
    return new HttpError(MSG.accountExpired, status, envelopeOf(body));
  }
  if (isSignInFailure(status, fields)) {
    endSession(MSG.loginExpired, FORCED_LOGOUT_DELAY_MS);
    return new HttpError(MSG.loginExpired, status, envelopeOf(body));
  }
  if (typeof fields.error_description === 'string') {
    const description = fields.error_description;
    if (!silent) {
      if (String(fields.error) === PERSISTENT_ERROR) notify.persistentWarning(description);
      else notify.error(description);
    }
    return new HttpError(description, status);
  }
  const text = typeof fields.message === 'string' && fields.message !== '' ? fields.message : fallbackMessage(status);
  // An action on a revision the user did not see is no failure of theirs, even a delete: a warning.
  if (!silent && text !== '') notify[status === PRECONDITION_FAILED ? 'warning' : telling](text);
  return new HttpError(text, status, envelopeOf(body));
}
