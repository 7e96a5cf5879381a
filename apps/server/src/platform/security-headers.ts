import type { IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

/**
 * Helmet's headers on every answer. Helmet's options are fixed, so the headers it sets are worked
 * out once at start and copied onto each reply, rather than helmet being built anew per request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions): void {
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
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers);
    done();
  });
}
