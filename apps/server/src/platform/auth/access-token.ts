import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';

export const ACCESS_TOKEN_AUDIENCE = 'credit-platform';
const ISSUER = 'credit-platform';

export interface AccessClaims {
  /** The user's id. */
  sub: string;
  /** Role code, e.g. enterprise or superAdmin. */
  role: string;
  /** The enterprise an enterprise user belongs to; null for management users. */
  enterpriseId: number | null;
  permissions: string[];
}

export type TokenCheck = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean };

export function createAccessTokens(secret: string, ttlSeconds: number) {
  const key = new TextEncoder().encode(secret);
  return {
    ttlSeconds,
    async sign(claims: AccessClaims): Promise<string> {
      return new SignJWT({ role: claims.role, enterpriseId: claims.enterpriseId, permissions: claims.permissions })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(claims.sub)
        .setIssuer(ISSUER)
        .setAudience(ACCESS_TOKEN_AUDIENCE)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    async verify(token: string): Promise<TokenCheck> {
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          audience: ACCESS_TOKEN_AUDIENCE,
          issuer: ISSUER,
        });
        return {
          ok: true,
          claims: {
            sub: String(payload.sub),
            role: String(payload['role']),
            enterpriseId: typeof payload['enterpriseId'] === 'number' ? payload['enterpriseId'] : null,
            permissions: Array.isArray(payload['permissions']) ? payload['permissions'].map(String) : [],
          },
        };
      } catch (error) {
        return { ok: false, expired: error instanceof joseErrors.JWTExpired };
      }
    },
  };
}

export type AccessTokens = ReturnType<typeof createAccessTokens>;
