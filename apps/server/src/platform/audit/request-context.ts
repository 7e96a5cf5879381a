import { AsyncLocalStorage } from 'node:async_hooks';
import type { FastifyInstance } from 'fastify';

/** What the operation log reads of the request a change is made in, without every service passing it. */
interface RequestContext {
  ip: string;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs the rest of every request (the route's own hooks and its handler) inside its context. A
 * pre-handler hook rather than on-request: the body is parsed from stream events, which would
 * carry an earlier hook's context away; the handler runs synchronously from this hook's `done`.
 */
export function registerRequestContext(app: FastifyInstance): void {
  app.addHook('preHandler', (request, _reply, done) => {
    storage.run({ ip: request.ip }, done);
  });
}

/** The calling client's address (behind a proxy, the one it forwarded: trustProxy); '' outside a request (a job). */
export const requestIp = (): string => storage.getStore()?.ip ?? '';
