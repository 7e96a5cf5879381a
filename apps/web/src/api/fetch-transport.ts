import type { Reply } from './reply.ts';

export interface FetchCall {
  url: string;
  method: string;
  headers: Headers;
  body?: BodyInit;
  credentials?: RequestCredentials;
  timeoutMs: number;
}

/**
 * Sends one call and reads its answer with `read`; the time-out covers both. Non-2xx answers are
 * read by `read` as well, so each caller decides what a failure body looks like.
 */
export async function fetchReply<R>(
  call: FetchCall,
  read: (response: Response) => Promise<Reply<R>>,
): Promise<Reply<R>> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, call.timeoutMs);
  try {
    const response = await fetch(
      new Request(call.url, {
        method: call.method,
        headers: call.headers,
        body: call.body,
        credentials: call.credentials ?? 'same-origin',
        signal: controller.signal,
      }),
    );
    return await read(response);
  } catch {
    return timedOut ? { kind: 'timeout' } : { kind: 'network' };
  } finally {
    clearTimeout(timer);
  }
}
