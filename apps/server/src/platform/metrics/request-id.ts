import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'x-request-id';

/** What an incoming id may be to be kept: short, and nothing a log line or a header could be bent by. */
const WELL_FORMED = /^[A-Za-z0-9-]{1,64}$/;

/**
 * Fastify's genReqId: the caller's `X-Request-Id` when it is well formed (a proxy's or another
 * service's id, so one id follows the call across them), else a new UUID. Fastify puts it on every
 * log line of the request as `reqId`.
 */
export function requestIdOf(request: IncomingMessage): string {
  const incoming = request.headers[REQUEST_ID_HEADER];
  return typeof incoming === 'string' && WELL_FORMED.test(incoming) ? incoming : randomUUID();
}

/** Every answer names its request's id, errors and unknown paths included, so a report can quote it. */
export function registerRequestIdHeader(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
