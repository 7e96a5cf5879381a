import type { FastifyReply, FastifyRequest } from 'fastify';

export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_TOKEN_DAYS = 10;

/** HttpOnly, SameSite=Strict; Secure when the request came over https (directly or through the proxy). */
export function setRefreshCookie(request: FastifyRequest, reply: FastifyReply, token: string, expiresAt: Date): void {
  reply.setCookie(REFRESH_COOKIE, token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
    expires: expiresAt,
  });
}

export function clearRefreshCookie(request: FastifyRequest, reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, {
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    path: '/',
  });
}
