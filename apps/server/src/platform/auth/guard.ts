import { MSG, TOKEN_EXPIRED_CODE } from '@credit/rules';
import type { FastifyInstance } from 'fastify';
import { authFailureBody, refusalBody } from '../errors.ts';
import type { AccessTokens } from './access-token.ts';
import { PERMISSIONS } from './permissions.ts';
import { awaitsPasswordChange, type Principal } from './principal.ts';

declare module 'fastify' {
  interface FastifyRequest {
    user: Principal | null;
  }
  interface FastifyInstance {
    /** Every registered route with its declared permission: what the authorisation test walks. */
    routeCatalog: { method: string; url: string; permission: string }[];
  }
}

/** Routes the documentation plugin adds; they hold no business data. */
const INFRASTRUCTURE_PREFIXES = ['/docs'];

/** The bearer token of a request, if any. */
export function bearerToken(authorization: string | undefined): string {
  return authorization?.startsWith('Bearer ') ? authorization.slice(7) : '';
}

/** The principal of a verified token's session as the database holds it now; undefined when it ended. */
export type PrincipalLoader = (claims: { sub: string; sid: string }) => Promise<Principal | undefined>;

/**
 * Deny by default: a route without a declared permission fails at registration, and a request
 * whose session does not hold the route's permission is refused before its handler runs.
 */
export function registerGuard(app: FastifyInstance, tokens: AccessTokens, loadPrincipal: PrincipalLoader): void {
  app.decorateRequest('user', null);
  const catalog: FastifyInstance['routeCatalog'] = [];
  app.decorate('routeCatalog', catalog);

  app.addHook('onRoute', (route) => {
    if (INFRASTRUCTURE_PREFIXES.some((p) => route.url.startsWith(p))) {
      route.config = { ...route.config, permission: PERMISSIONS.public };
      return;
    }
    const permission = route.config?.permission;
    if (!permission) throw new Error(`Route ${String(route.method)} ${route.url} declares no permission`);
    for (const method of [route.method].flat())
      if (method !== 'HEAD') catalog.push({ method, url: route.url, permission });
  });

  app.addHook('onRequest', async (request, reply) => {
    const permission = request.routeOptions.config.permission;
    if (permission === undefined || permission === PERMISSIONS.public) return;
    const token = bearerToken(request.headers.authorization);
    if (!token) return reply.status(401).send(authFailureBody(401, MSG.loginExpired));
    const check = await tokens.verify(token);
    if (!check.ok) {
      return check.expired
        ? reply.status(401).send(authFailureBody(TOKEN_EXPIRED_CODE, MSG.accountExpired))
        : reply.status(401).send(authFailureBody(401, MSG.loginExpired));
    }
    const principal = await loadPrincipal(check.claims);
    if (!principal) return reply.status(401).send(authFailureBody(401, MSG.loginExpired));
    request.user = principal;
    if (permission === PERMISSIONS.authenticated) return;
    if (awaitsPasswordChange(principal, permission)) {
      return reply.status(403).send({ success: false, message: MSG.changeInitialPassword, extraData: null });
    }
    if (!principal.permissions.has(permission)) return reply.status(403).send(refusalBody(MSG.forbidden));
  });
}

/** The signed-in principal of a route that declared a non-public permission. */
export function principalOf(request: { user: Principal | null }): Principal {
  if (!request.user) throw new Error('principalOf called on a public route');
  return request.user;
}
