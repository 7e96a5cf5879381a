import { MSG, REQUEST_TIMEOUT_MS, type Envelope } from '@credit/rules';
import { applyErrorPolicy, isTokenExpired, type Telling } from './error-policy.ts';
import { fetchReply, type FetchCall } from './fetch-transport.ts';
import { fileNameFrom, saveBlob } from './file-save.ts';
import { HttpError } from './http-error.ts';
import { isRecord, jsonReply, parseJson, type Reply } from './reply.ts';
import { buildUrl, type QueryParams } from './request-url.ts';
import { renewalSettled, renewToken } from './token-renewal.ts';
import { getToken } from './token-store.ts';
import { xhrReply } from './xhr-transport.ts';

export { HttpError };

export interface RequestOptions {
  /** e.g. '/api/enterpriseperson/page' */
  url: string;
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Query string; arrays joined by ',', undefined/null/'' dropped. */
  params?: QueryParams;
  /** JSON body, or FormData / URLSearchParams / Blob sent as is. */
  data?: unknown;
  /** Default REQUEST_TIMEOUT_MS (10 s). */
  timeoutMs?: number;
  /** No toast from the central error policy: the caller tells the user. */
  silent?: boolean;
  /** Told as an error instead of the server's words when the call fails (a lapsed session still says its own). */
  failureMessage?: string;
  /**
   * The revision of the item the screen showed: sent as `If-Match: "<revision>"`, so the server refuses
   * (412) an action on an item that changed since. Undefined sends no precondition.
   */
  revision?: number;
}

export interface UploadOptions {
  url: string;
  method?: 'POST' | 'PUT';
  form: FormData;
  onProgress?: (percent: number) => void;
  timeoutMs?: number;
  /** As RequestOptions.revision: `If-Match: "<revision>"`. */
  revision?: number;
}

/** The item an action is about, as the screen showed it: the action sends its revision as `If-Match`. */
export interface ShownItem {
  id: number;
  /** Absent from a server that does not keep revisions: no precondition is sent. */
  revision?: number;
}

/** The revision of an item the screen shows (undefined while none is loaded). */
export const revisionOf = (item: ShownItem | undefined): number | undefined => item?.revision;

/** The `If-Match` value of a revision: the server's ETag of the item, a quoted number. */
export const ifMatch = (revision: number): string => `"${revision}"`;

/** Runs `attempt` with the current token; an expired token is renewed once and the call retried. */
async function withSession<R>(
  attempt: (token: string | null) => Promise<Reply<R>>,
  telling: Telling,
  renewed = false,
): Promise<R> {
  await renewalSettled();
  const token = getToken();
  const reply = await attempt(token);
  if (reply.kind === 'ok') return reply.value;
  if (!renewed && isTokenExpired(reply)) {
    if (await renewToken(token)) return withSession(attempt, telling, true);
    throw new HttpError(MSG.accountExpired, reply.status);
  }
  throw applyErrorPolicy(reply, telling);
}

/** Spec §8: a refused delete shows the server's message as an error, other refusals as a warning. */
function tellingOf(options: RequestOptions): Telling {
  if (options.silent) return 'silent';
  if (options.failureMessage !== undefined) return { instead: options.failureMessage };
  return options.method === 'DELETE' ? 'error' : 'warning';
}

function isSentAsIs(data: unknown): data is FormData | URLSearchParams | Blob {
  return data instanceof FormData || data instanceof URLSearchParams || data instanceof Blob;
}

function fetchCall(options: RequestOptions, token: string | null): FetchCall {
  const headers = new Headers();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  if (options.revision !== undefined) headers.set('If-Match', ifMatch(options.revision));
  let body: BodyInit | undefined;
  if (isSentAsIs(options.data)) {
    body = options.data;
  } else if (options.data !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(options.data);
  }
  return {
    url: buildUrl(options.url, options.params),
    method: options.method ?? 'GET',
    headers,
    body,
    timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
  };
}

async function readJson<T>(response: Response): Promise<Reply<T>> {
  return jsonReply<T>(response.status, parseJson(await response.text()));
}

/**
 * For the answers that are not enveloped (OAuth tokens, the legacy user and sign-in calls): resolves
 * with the JSON body unless it failed or says `success: false`, in which case the central error
 * policy (spec §8) applies and the call rejects with HttpError.
 */
export function requestJson<T>(options: RequestOptions): Promise<T> {
  return withSession((token) => fetchReply(fetchCall(options, token), readJson<T>), tellingOf(options));
}

/** Resolves with the envelope when success is true; otherwise applies the central error policy
 *  (spec §8) and rejects with HttpError. */
export function request<T>(options: RequestOptions): Promise<Envelope<T>> {
  return requestJson<Envelope<T>>(options);
}

interface FetchedFile {
  blob: Blob;
  fileName: string;
}

async function readFile(response: Response, fallbackName: string): Promise<Reply<FetchedFile>> {
  const blob = await response.blob();
  // A refused download answers with an envelope instead of the file.
  const body = (response.headers.get('Content-Type') ?? '').includes('json') ? parseJson(await blob.text()) : null;
  if (!response.ok || (isRecord(body) && body.success === false)) {
    return { kind: 'failed', status: response.status, body };
  }
  const fileName = fileNameFrom(response.headers.get('Content-Disposition'), fallbackName);
  return { kind: 'ok', value: { blob, fileName } };
}

/** Fetches a file (GET params or POST body) and saves it with the server's Content-Disposition name. */
export async function download(options: RequestOptions & { fallbackName: string }): Promise<void> {
  const file = await withSession(
    (token) => fetchReply(fetchCall(options, token), (response) => readFile(response, options.fallbackName)),
    tellingOf(options),
  );
  saveBlob(file.blob, file.fileName);
}

/** Uploads multipart form data; onProgress(percent) via XMLHttpRequest. */
export function upload<T>(options: UploadOptions): Promise<Envelope<T>> {
  return withSession(
    (token) =>
      xhrReply<Envelope<T>>({
        url: buildUrl(options.url),
        method: options.method ?? 'POST',
        token,
        form: options.form,
        timeoutMs: options.timeoutMs ?? REQUEST_TIMEOUT_MS,
        onProgress: options.onProgress,
        ifMatch: options.revision === undefined ? undefined : ifMatch(options.revision),
      }),
    'warning',
  );
}
