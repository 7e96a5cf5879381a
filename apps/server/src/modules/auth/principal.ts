import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { perDatabase } from '../../db/per-database.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';
import type { Principal } from '../../platform/auth/principal.ts';
import { rolePermissions } from './role-permissions.ts';

export type { Principal };

type SessionRow = Omit<Principal, 'sessionId' | 'permissions'> & { enabled: boolean; expiresAt: Date };

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

/** Loads the principal of a token's session; undefined when the session was revoked or expired, or the user disabled. */
export async function loadPrincipal(
  db: Database,
  claims: { sub: string; sid: string },
): Promise<Principal | undefined> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return undefined;
  const row = await sessionRow(db, claims.sid, userId);
  if (!row || !row.enabled || row.expiresAt.getTime() <= Date.now()) return undefined;
  const { enabled: _enabled, expiresAt: _expiresAt, ...rest } = row;
  return { ...rest, sessionId: claims.sid, permissions: await rolePermissions(db, row.roleId) };
}
