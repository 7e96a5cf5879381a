import formBody from '@fastify/formbody';
import { MSG } from '@credit/rules';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, type FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { AppError } from '../../platform/errors.ts';
import { checkPasswordSignIn, SignInRefused } from './password-grant.ts';
import { REFRESH_COOKIE, setRefreshCookie } from './refresh-cookie.ts';
import { rotateRefreshToken, startSession, type IssuedTokens } from './session-service.ts';

const UNSUPPORTED_GRANT = '不支持的授权类型（grant_type 应为 password 或 refresh_token）';

const tokenRequest = z.discriminatedUnion(
  'grant_type',
  [
    z.object({
      grant_type: z.literal('password'),
      username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(60, '用户名过长'),
      password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(200, '密码过长'),
    }),
    z.object({
      grant_type: z.literal('refresh_token'),
      refresh_token: z.string().max(200, MSG.accountExpired).optional(),
    }),
  ],
  { error: UNSUPPORTED_GRANT },
);

const tokenResponse = z.object({
  access_token: z.string(),
  refresh_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
});
const oauthError = z.object({ error: z.string(), error_description: z.string() });

/**
 * Whatever goes wrong on this route answers in the OAuth error shape of spec §7–§8
 * (`{ error, error_description }`), never the platform's envelope: a bad or incomplete form is
 * `invalid_request` with the first field's message.
 */
const oauthErrorHandler = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
  const status = error.statusCode ?? 500;
  if (status >= 500) {
    request.log.error({ err: error }, 'unexpected error');
    void reply.status(500).send({ error: 'server_error', error_description: MSG.genericServerError });
    return;
  }
  const description = hasZodFastifySchemaValidationErrors(error)
    ? (error.validation[0]?.message ?? MSG.invalidInput)
    : error instanceof AppError
      ? error.message
      : MSG.invalidInput;
  void reply.status(400).send({ error: 'invalid_request', error_description: description });
};

/** `POST /oauth/token` (spec §7): the administrator's password grant and every user's refresh grant. */
export const tokenRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(formBody);
  app.post(
    '/oauth/token',
    {
      config: { permission: PERMISSIONS.public, rateLimit: false },
      errorHandler: oauthErrorHandler,
      schema: {
        tags: ['登录'],
        summary: '超级管理员密码登录 / 刷新令牌（表单 grant_type=password|refresh_token）',
        body: tokenRequest,
        response: { 200: tokenResponse, 400: oauthError },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const refuse = (description: string) =>
        reply.status(400).send({ error: 'invalid_grant', error_description: description });
      let issued: IssuedTokens;
      if (body.grant_type === 'password') {
        try {
          const { userId } = await checkPasswordSignIn(app.db, request, body.username, body.password);
          issued = await startSession(app.db, app.tokens, { userId, provider: 'password' });
        } catch (error) {
          if (error instanceof SignInRefused) return refuse(error.message);
          throw error;
        }
      } else {
        // The cookie first: it is the session's newest, while a tab's form may carry one another tab
        // has already traded (a reuse, which ends the session). The form serves a client without cookies.
        const presented = request.cookies[REFRESH_COOKIE] ?? body.refresh_token;
        if (!presented) return refuse(MSG.accountExpired);
        try {
          issued = await rotateRefreshToken(app.db, app.tokens, presented, {
            idleMinutes: app.config.sessionIdleMinutes,
          });
        } catch (error) {
          if (error instanceof AppError) return refuse(MSG.accountExpired);
          throw error;
        }
      }
      setRefreshCookie(request, reply, issued.refreshToken, issued.refreshExpiresAt);
      return {
        access_token: issued.accessToken,
        refresh_token: issued.refreshToken,
        token_type: 'Bearer' as const,
        expires_in: issued.expiresIn,
      };
    },
  );
};
