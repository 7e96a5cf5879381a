import type { FastifyRequest } from 'fastify';

/**
 * Where a page asked for at another host than PUBLIC_URL's belongs (same path and query), or
 * undefined when it already is there. Single sign-on keeps its state in cookies of one origin and
 * the providers return to PUBLIC_URL, so pages are only ever served at that origin.
 */
export function canonicalPageUrl(publicUrl: string): (request: FastifyRequest) => string | undefined {
  const canonical = new URL(publicUrl);
  const hostOf = (host: string): string | undefined => {
    try {
      return new URL(`${canonical.protocol}//${host}`).host;
    } catch {
      return undefined;
    }
  };
  return (request) => (hostOf(request.host) === canonical.host ? undefined : `${publicUrl}${request.url}`);
}
