import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/** The headers helmet sets with these options, worked out once (helmet's options are fixed). */
function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const recorder = {
    setHeader: (name: string, value: string | number) => {
      headers[name.toLowerCase()] = String(value);
    },
    removeHeader: () => undefined,
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Helmet's headers on every answer, copied from two sets worked out at start rather than helmet
 * being built anew per request. Strict-Transport-Security and the policy's
 * `upgrade-insecure-requests` only on a request that came over TLS (directly, or as a trusted
 * proxy's X-Forwarded-Proto says: TRUST_PROXY, docs/instances.md): sent over plain HTTP, as on an
 * intranet address without a certificate, they would make browsers refuse the platform.
 */
export function registerSecurityHeaders(
  app: FastifyInstance,
  { directives }: { directives: Record<string, string[]> },
): void {
  const common = { xFrameOptions: { action: 'deny' }, crossOriginEmbedderPolicy: false } satisfies HelmetOptions;
  const overTls = helmetHeaders({ ...common, contentSecurityPolicy: { directives } });
  const overPlainHttp = helmetHeaders({
    ...common,
    strictTransportSecurity: false,
    contentSecurityPolicy: { directives: { ...directives, 'upgrade-insecure-requests': null } },
  });
  app.addHook('onRequest', (request, reply, done) => {
    reply.headers(request.protocol === 'https' ? overTls : overPlainHttp);
    done();
  });
}
