/** What a transport hands back: the value, or why there is none. */
export type Failure = { kind: 'failed'; status: number; body: unknown } | { kind: 'timeout' } | { kind: 'network' };
export type Reply<R> = { kind: 'ok'; value: R } | Failure;

export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

/** A JSON answer succeeds when its status is 2xx, it is an object and it does not say `success: false`. */
export function jsonReply<T>(status: number, body: unknown): Reply<T> {
  const succeeded = status >= 200 && status < 300 && isRecord(body) && body.success !== false;
  return succeeded ? { kind: 'ok', value: body as T } : { kind: 'failed', status, body };
}
