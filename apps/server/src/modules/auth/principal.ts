import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { rolePermissions } from './role-permissions.ts';

export type { Principal };

type SessionRow = Omit<Principal, 'sessionId' | 'permissions'> & {
  enabled: boolean;
  expiresAt: Date;
  lastSeenAt: Date;
};

/**
 * Sessions as last read, a few seconds each, so a signed-in request costs no query of its own —
 * as role permissions are cached. Whatever ends a session or changes its user here (sign-out,
 * disabling, a new role or password) forgets them at once; another instance sees it within the TTL.
 */
const SESSION_TTL_MS = 5_000;
const MAX_REMEMBERED = 10_000;
const rememberedBy = perDatabase(() => new Map<string, { at: number; row: SessionRow | undefined }>());

export function forgetPrincipals(db: Database): void {
  rememberedBy.forget(db);
}

async function sessionRow(db: Database, sessionId: string, userId: number): Promise<SessionRow | undefined> {
  const remembered = rememberedBy.of(db);
  const hit = remembered.get(sessionId);
  if (hit && Date.now() - hit.at < SESSION_TTL_MS && (!hit.row || hit.row.userId === userId)) return hit.row;
  const [row] = await db
    .select({
      userId: users.id,
      kind: users.kind,
      username: users.username,
      displayName: users.displayName,
      enabled: users.enabled,
      roleId: users.roleId,
      roleCode: roles.code,
      roleName: roles.name,
      enterpriseId: users.enterpriseId,
      passwordMustChange: users.passwordMustChange,
      expiresAt: sessions.expiresAt,
      lastSeenAt: sessions.lastSeenAt,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  if (remembered.size >= MAX_REMEMBERED) remembered.clear();
  remembered.set(sessionId, { at: Date.now(), row });
  return row;
}

/** Whether a session last seen at `lastSeenAt` has been idle for longer than `idleMinutes`. */
export const idleTooLong = (lastSeenAt: Date, idleMinutes: number) =>
  Date.now() - lastSeenAt.getTime() > idleMinutes * 60_000;

/** How often a session's last call is written down: the idle limit is counted in minutes. */
const SEEN_EVERY_MS = 60_000;

/**
 * Loads the principal of a token's session; undefined when the session was revoked, expired or
 * idle for longer than `idleMinutes`, or the user disabled. Notes the call as the session's last
 * (at most once a minute), which keeps an active session from going idle.
 */
export async function loadPrincipal(
  db: Database,
  claims: { sub: string; sid: string },
  { idleMinutes }: { idleMinutes: number },
): Promise<Principal | undefined> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return undefined;
  const row = await sessionRow(db, claims.sid, userId);
  if (!row || !row.enabled || row.expiresAt.getTime() <= Date.now()) return undefined;
  if (idleTooLong(row.lastSeenAt, idleMinutes)) return undefined;
  if (Date.now() - row.lastSeenAt.getTime() > SEEN_EVERY_MS) {
    // The remembered row takes the new time too, so the calls of the next seconds write nothing.
    row.lastSeenAt = new Date();
    await db
      .update(sessions)
      .set({ lastSeenAt: sql`now()` })
      .where(eq(sessions.id, claims.sid));
  }
  const { enabled: _enabled, expiresAt: _expiresAt, lastSeenAt: _lastSeenAt, ...rest } = row;
  return { ...rest, sessionId: claims.sid, permissions: await rolePermissions(db, row.roleId) };
}
