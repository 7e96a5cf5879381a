import { createHash, randomBytes } from 'node:crypto';
import { MSG, TOKEN_EXPIRED_CODE } from '@credit/rules';
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { refreshTokens, sessions } from '../../db/schema/index.ts';
import type { AccessTokens } from '../../platform/auth/access-token.ts';
import { AppError } from '../../platform/errors.ts';
import { REFRESH_TOKEN_DAYS } from './refresh-cookie.ts';
import { forgetPrincipals, idleTooLong } from './principal.ts';

export interface IssuedTokens {
  accessToken: string;
  refreshToken: string;
  expiresIn: number;
  refreshExpiresAt: Date;
  sessionId: string;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');
const newRefreshToken = () => randomBytes(32).toString('base64url');

/** Signing-in failures that send the user back to the sign-in page (spec §8). */
export const sessionExpired = () => new AppError(MSG.accountExpired, { statusCode: 401, code: TOKEN_EXPIRED_CODE });

/** Opens a session (a refresh-token family, 10 days absolute) and issues its first token pair. */
export async function startSession(
  db: Database,
  tokens: AccessTokens,
  input: { userId: number; provider: string; idToken?: string },
): Promise<IssuedTokens> {
  const refreshExpiresAt = new Date(Date.now() + REFRESH_TOKEN_DAYS * 86_400_000);
  const refreshToken = newRefreshToken();
  const sessionId = await db.transaction(async (tx) => {
    const [session] = await tx
      .insert(sessions)
      .values({ userId: input.userId, provider: input.provider, idToken: input.idToken, expiresAt: refreshExpiresAt })
      .returning({ id: sessions.id });
    if (!session) throw new Error('session insert returned nothing');
    await tx.insert(refreshTokens).values({ tokenHash: hashOf(refreshToken), sessionId: session.id });
    return session.id;
  });
  const accessToken = await tokens.sign({ sub: String(input.userId), sid: sessionId });
  return { accessToken, refreshToken, expiresIn: tokens.ttlSeconds, refreshExpiresAt, sessionId };
}

/**
 * Exchanges a refresh token for a new pair. A token already exchanged once is a stolen or
 * replayed one: the whole session (every token of its family) is revoked. A session idle for
 * longer than `idleMinutes` ends here too: an unattended browser does not stay signed in.
 */
export async function rotateRefreshToken(
  db: Database,
  tokens: AccessTokens,
  presented: string,
  { idleMinutes }: { idleMinutes: number },
): Promise<IssuedTokens & { userId: number }> {
  const next = newRefreshToken();
  const outcome = await db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        usedAt: refreshTokens.usedAt,
        sessionId: sessions.id,
        userId: sessions.userId,
        revokedAt: sessions.revokedAt,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
      })
      .from(refreshTokens)
      .innerJoin(sessions, eq(sessions.id, refreshTokens.sessionId))
      .where(eq(refreshTokens.tokenHash, hashOf(presented)))
      .for('update');
    if (!row || row.revokedAt || row.expiresAt.getTime() <= Date.now()) return undefined;
    const revokeFor = row.usedAt ? 'refresh-token-reuse' : idleTooLong(row.lastSeenAt, idleMinutes) ? 'idle' : null;
    if (revokeFor) {
      await tx
        .update(sessions)
        .set({ revokedAt: new Date(), revokedReason: revokeFor })
        .where(eq(sessions.id, row.sessionId));
      forgetPrincipals(db);
      return 'revoked' as const;
    }
    await tx.update(sessions).set({ lastSeenAt: new Date() }).where(eq(sessions.id, row.sessionId));
    await tx
      .update(refreshTokens)
      .set({ usedAt: new Date() })
      .where(eq(refreshTokens.tokenHash, hashOf(presented)));
    await tx.insert(refreshTokens).values({ tokenHash: hashOf(next), sessionId: row.sessionId });
    return row;
  });
  if (!outcome || outcome === 'revoked') throw sessionExpired();
  const accessToken = await tokens.sign({ sub: String(outcome.userId), sid: outcome.sessionId });
  return {
    accessToken,
    refreshToken: next,
    expiresIn: tokens.ttlSeconds,
    refreshExpiresAt: outcome.expiresAt,
    sessionId: outcome.sessionId,
    userId: outcome.userId,
  };
}

/** Ends a session: its access tokens and refresh tokens stop working at once. Returns its id token for end-session. */
export async function revokeSession(db: Database, sessionId: string, reason: string): Promise<string | null> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)))
    .returning({ idToken: sessions.idToken });
  forgetPrincipals(db);
  return row?.idToken ?? null;
}

export async function revokeUserSessions(db: Database, userId: number, reason: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date(), revokedReason: reason })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
  forgetPrincipals(db);
}
