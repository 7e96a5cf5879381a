import { MSG, TOKEN_EXPIRED_CODE } from '@credit/rules';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { AccessClaims, AccessTokens } from './access-token.ts';
import { PERMISSIONS } from './permissions.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: AccessClaims | null;
  }
}

/** Routes Fastify itself or its documentation plugins add; they hold no business data. */
const INFRASTRUCTURE_PREFIXES = ['/docs'];

/** Legacy auth-failure body of spec §8: `Code` and `Message`, which the client treats as a forced logout. */
function refuse(reply: FastifyReply, status: number, code: number, message: string) {
  return reply.status(status).send({ success: false, Code: code, Message: message, message, extraData: null });
}

/**
 * Deny by default: a route without a declared permission fails at registration, and a request
 * without a token holding the route's permission is refused before its handler runs.
 */
export function registerGuard(app: FastifyInstance, tokens: AccessTokens): void {
  app.decorateRequest('user', null);

  app.addHook('onRoute', (route) => {
    if (INFRASTRUCTURE_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, permission: PERMISSIONS.public };
      return;
    }
    if (!route.config?.permission) {
      throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    }
  });

  app.addHook('onRequest', async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined) return; // not-found handler: nothing to protect
    if (permission === PERMISSIONS.public) return;
    const header = request.headers.authorization ?? '';
    const token = header.startsWith('Bearer ') ? header.slice(7) : '';
    if (!token) return refuse(reply, 401, 401, MSG.loginExpired);
    const check = await tokens.verify(token);
    if (!check.ok) {
      return check.expired
        ? refuse(reply, 401, TOKEN_EXPIRED_CODE, MSG.accountExpired)
        : refuse(reply, 401, 401, MSG.loginExpired);
    }
    request.user = check.claims;
    if (permission !== PERMISSIONS.authenticated && !check.claims.permissions.includes(permission)) {
      return refuse(reply, 403, 403, MSG.forbidden);
    }
  });
}
