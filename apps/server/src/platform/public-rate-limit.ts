import { RATE_LIMITED_MESSAGE } from '@credit/rules';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import { PERMISSIONS } from './auth/permissions.ts';
import { AppError } from './errors.ts';

/**
 * Whether a route's calls count against its caller's public budget: every public route, except
 * those that opt out with `rateLimit: false` — the sign-in protocol (a whole office behind one
 * address signs in at nine) and the health probe a load balancer polls.
 */
export function isRateLimited(config: unknown): boolean {
  const { permission, rateLimit } = (config ?? {}) as { permission?: string; rateLimit?: unknown };
  return permission === PERMISSIONS.public && rateLimit !== false;
}

/**
 * Public calls are limited per client address (docs/public-portal.md): one budget a minute shared
 * by every public route, so a scraper cannot spread its calls over several. Decided by the route's
 * `public` permission, so a public route added later is limited without naming it here. A refusal
 * is a 429 in the usual envelope. Must be registered before the routes.
 */
export async function registerPublicRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    max: perMinute,
    timeWindow: 60_000,
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError(RATE_LIMITED_MESSAGE, { statusCode: 429 }),
  });
  const limit = app.rateLimit();
  app.addHook('onRoute', (route) => {
    if (!isRateLimited(route.config)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  });
}
