import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { ProviderKind } from '../../idp/demo-accounts.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { createFlowSealer, FLOW_COOKIE, finishSignIn, startSignIn } from '../../platform/auth/oidc/sign-in-flow.ts';
import { recordLogin } from './login-log.ts';
import { setRefreshCookie } from './refresh-cookie.ts';
import { startSession } from './session-service.ts';
import { provisionSsoUser, SignInDenied } from './sso-provisioning.ts';

export const SIGN_IN_FAILED = '登录失败，请重新登录';
export const PROVIDER_UNAVAILABLE = '统一身份认证平台暂时无法访问，请稍后重试';

const callbackQuery = z.looseObject({
  code: z.string({ error: SIGN_IN_FAILED }).min(1, SIGN_IN_FAILED).max(2000, SIGN_IN_FAILED),
});
const signInAnswer = z.object({ success: z.boolean(), token: z.string().optional(), message: z.string() });

/**
 * Single sign-on (spec §1, §7): /account/login/<kind> sends the browser to its provider; the
 * callback page hands the returned query to /account/get<kind>user, which answers our token.
 */
export const ssoRoutes: FastifyPluginAsyncZod<{ jwtSecret: string }> = async (app, { jwtSecret }) => {
  const flows = createFlowSealer(jwtSecret);

  for (const kind of ['enterprise', 'manage'] as const satisfies ProviderKind[]) {
    app.get(
      `/account/login/${kind}`,
      {
        config: { permission: PERMISSIONS.public, rateLimit: false },
        schema: {
          tags: ['登录'],
          summary: `跳转到${kind === 'enterprise' ? '企业' : '管理'}用户统一身份认证`,
          response: { 302: z.null().describe('跳转到统一身份认证的登录页') },
        },
      },
      async (request, reply) => {
        let started: Awaited<ReturnType<typeof startSignIn>>;
        try {
          started = await startSignIn(app.oidc[kind]);
        } catch (error) {
          request.log.error({ err: error }, 'sign-in provider discovery failed');
          return reply.redirect(`/login?error=${encodeURIComponent(PROVIDER_UNAVAILABLE)}`);
        }
        reply.setCookie(FLOW_COOKIE, await flows.seal(started.flow), {
          httpOnly: true,
          sameSite: 'lax',
          secure: request.protocol === 'https',
          path: '/account',
          maxAge: flows.ttlSeconds,
        });
        return reply.redirect(started.url);
      },
    );

    app.get(
      `/account/get${kind}user`,
      {
        config: { permission: PERMISSIONS.public, rateLimit: false },
        schema: {
          tags: ['登录'],
          summary: '以统一身份认证返回的 code 换取平台令牌',
          querystring: callbackQuery,
          response: { 200: signInAnswer, 400: signInAnswer },
        },
      },
      async (request, reply) => {
        const flow = await flows.open(request.cookies[FLOW_COOKIE]);
        reply.clearCookie(FLOW_COOKIE, { path: '/account' });
        const refuse = async (reason: string, message = SIGN_IN_FAILED) => {
          await recordLogin(app.db, request, { provider: kind, username: '', success: false, reason });
          return reply.status(400).send({ success: false, message });
        };
        if (!flow || flow.kind !== kind) return refuse('登录流程已失效');
        let identity: Awaited<ReturnType<typeof finishSignIn>>;
        try {
          identity = await finishSignIn(
            app.oidc[kind],
            flow,
            Object.fromEntries(Object.entries(request.query).map(([k, v]) => [k, String(v)])),
          );
        } catch (error) {
          request.log.warn({ err: error }, 'code exchange refused');
          return refuse(`授权码校验失败：${(error as Error).message}`);
        }
        const claims = identity.claims;
        try {
          const { userId, username } = await provisionSsoUser(app.db, kind, claims);
          const issued = await startSession(app.db, app.tokens, { userId, provider: kind, idToken: identity.idToken });
          setRefreshCookie(request, reply, issued.refreshToken, issued.refreshExpiresAt);
          await recordLogin(app.db, request, { provider: kind, username, userId, success: true });
          return { success: true, token: issued.accessToken, message: '' };
        } catch (error) {
          if (error instanceof SignInDenied) {
            await recordLogin(app.db, request, {
              provider: kind,
              username: typeof claims.preferred_username === 'string' ? claims.preferred_username : claims.sub,
              success: false,
              reason: error.message,
            });
            return reply.status(400).send({ success: false, message: error.message });
          }
          throw error;
        }
      },
    );
  }
};
