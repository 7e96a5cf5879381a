import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roles, sessions, users } from '../../db/schema/index.ts';
import { rolePermissions } from './role-permissions.ts';

/** Who is calling: the signed-in user as the database knows them now, not as the token remembers. */
export interface Principal {
  userId: number;
  sessionId: string;
  kind: string;
  username: string;
  displayName: string;
  roleId: number;
  roleCode: string;
  roleName: string;
  enterpriseId: number | null;
  /** A generated password not yet changed: only the account page is open until it is. */
  passwordMustChange: boolean;
  permissions: ReadonlySet<string>;
}

/** Loads the principal of a token's session; undefined when the session was revoked or expired, or the user disabled. */
export async function loadPrincipal(
  db: Database,
  claims: { sub: string; sid: string },
): Promise<Principal | undefined> {
  const userId = Number(claims.sub);
  if (!Number.isInteger(userId)) return undefined;
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
    .where(and(eq(sessions.id, claims.sid), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .limit(1);
  if (!row || !row.enabled || row.expiresAt.getTime() <= Date.now()) return undefined;
  const { enabled: _enabled, expiresAt: _expiresAt, ...rest } = row;
  return { ...rest, sessionId: claims.sid, permissions: await rolePermissions(db, row.roleId) };
}
