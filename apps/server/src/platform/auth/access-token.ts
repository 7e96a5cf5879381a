import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'credit-platform';
const ISSUER = 'credit-platform';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** The sign-in session the token belongs to: logout revokes it, and with it the token. */
  sid: string;
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

/** Tokens already verified, with their claims and expiry, so a token's signature is checked once. */
const MAX_VERIFIED = 10_000;

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  const verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ sid: claims.sid })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    },
    async verify(token: string): Promise<TokenCheck> {
      const known = verified.get(token);
      if (known) {
        return known.expiresAtMs > Date.now() ? { ok: true, claims: known.claims } : { ok: false, expired: true };
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: ACCESS_TOKEN_AUDIENCE,
          issuer: ISSUER,
        });
        if (typeof payload.sub !== 'string' || typeof payload['sid'] !== 'string' || payload.exp === undefined) {
          return { ok: false, expired: false };
        }
        const claims = { sub: payload.sub, sid: payload['sid'] };
        if (verified.size >= MAX_VERIFIED) verified.clear();
        verified.set(token, { claims, expiresAtMs: payload.exp * 1000 });
        return { ok: true, claims };
      } catch (error) {
        return { ok: false, expired: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
