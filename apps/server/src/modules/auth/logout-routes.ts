import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderKind } from '../../idp/demo-accounts.ts';
import { principalOf } from '../../platform/auth/guard.ts';
import { endSessionUrl } from '../../platform/auth/oidc/sign-in-flow.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { envelopeSchema, ok } from '../../platform/envelope.ts';
import { clearRefreshCookie } from './refresh-cookie.ts';
import { revokeSession } from './session-service.ts';

const SSO_KINDS = new Set<string>(['enterprise', 'manage']);

/**
 * POST /account/logout (spec §6): the session ends at once (its access and refresh tokens stop
 * working); enterprise and management users go on to their provider's end-session page, the
 * administrator to /login.
 */
export const logoutRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/account/logout',
    {
      config: { permission: PERMISSIONS.authenticated },
      schema: {
        tags: ['登录'],
        summary: '退出登录（answer: 下一步跳转地址）',
        response: { 200: envelopeSchema(z.object({ redirectUrl: z.string() })) },
      },
    },
    async (request, reply) => {
      const me = principalOf(request);
      const idToken = await revokeSession(app.db, me.sessionId, 'logout');
      clearRefreshCookie(request, reply);
      let redirectUrl = '/login';
      if (SSO_KINDS.has(me.kind)) {
        try {
          redirectUrl = await endSessionUrl(
            app.oidc[me.kind as ProviderKind],
            idToken,
            `${app.config.publicUrl}/login`,
          );
        } catch (error) {
          // The platform session is over either way; the provider's own session ends with its expiry.
          request.log.warn({ err: error }, 'end-session url unavailable');
        }
      }
      return ok({ redirectUrl }, '已退出登录');
    },
  );
};
