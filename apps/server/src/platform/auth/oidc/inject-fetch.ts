import type { FastifyInstance } from 'fastify';

/**
 * A fetch answered by the app itself through `inject`: how the platform talks to its own local
 * sign-in providers, whatever address it listens on.
 */
export async function injectFetch(
  app: FastifyInstance,
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
): Promise<Response> {
  const target = new URL(url);
  const body = typeof init.body === 'string' || init.body instanceof URLSearchParams ? init.body.toString() : undefined;
  const answer = await app.inject({
    method: init.method as 'GET' | 'POST',
    url: `${target.pathname}${target.search}`,
    headers: { ...init.headers, host: target.host, 'x-forwarded-proto': target.protocol.replace(':', '') },
    ...(body === undefined ? {} : { payload: body }),
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(answer.headers)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) headers.append(name, String(item));
  }
  const nullBody = answer.statusCode === 204 || answer.statusCode === 304;
  return new Response(nullBody ? null : answer.rawPayload, { status: answer.statusCode, headers });
}
