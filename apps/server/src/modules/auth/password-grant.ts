import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { verifyPassword } from '../../platform/auth/password.ts';
import { recordLogin } from './login-log.ts';
import { LOCAL_ISSUER } from './super-admin.ts';

export const MAX_FAILED_ATTEMPTS = 5;
export const LOCK_MINUTES = 15;
export const WRONG_CREDENTIALS = '用户名或密码错误';

export class SignInRefused extends Error {}

/** Checks the administrator's username and password, with lock-out after repeated failures; logs every attempt. */
export async function checkPasswordSignIn(
  db: Database,
  request: FastifyRequest,
  username: string,
  password: string,
): Promise<{ userId: number; roleName: string }> {
  const [user] = await db
    .select({
      id: users.id,
      enabled: users.enabled,
      passwordHash: users.passwordHash,
      failedAttempts: users.failedAttempts,
      lockedUntil: users.lockedUntil,
      roleName: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(sql`${users.issuer} = ${LOCAL_ISSUER} and ${users.subject} = ${username}`);
  const refuse = async (reason: string, userId?: number) => {
    await recordLogin(db, request, {
      provider: 'password',
      username,
      userId,
      roleName: user?.roleName,
      success: false,
      reason,
    });
    return new SignInRefused(reason);
  };
  if (!user?.passwordHash) throw await refuse(WRONG_CREDENTIALS);
  if (user.lockedUntil && user.lockedUntil.getTime() > Date.now()) {
    const minutes = Math.ceil((user.lockedUntil.getTime() - Date.now()) / 60_000);
    throw await refuse(`密码错误次数过多，账号已锁定，请${minutes}分钟后再试`, user.id);
  }
  if (!(await verifyPassword(password, user.passwordHash))) {
    const failures = user.failedAttempts + 1;
    const lock = failures >= MAX_FAILED_ATTEMPTS;
    await db
      .update(users)
      .set(
        lock
          ? { failedAttempts: 0, lockedUntil: new Date(Date.now() + LOCK_MINUTES * 60_000) }
          : { failedAttempts: failures },
      )
      .where(eq(users.id, user.id));
    throw await refuse(
      lock
        ? `密码错误次数过多，账号已锁定，请${LOCK_MINUTES}分钟后再试`
        : `${WRONG_CREDENTIALS}，还可尝试${MAX_FAILED_ATTEMPTS - failures}次`,
      user.id,
    );
  }
  if (!user.enabled) throw await refuse('账号已停用，请联系管理员', user.id);
  await db
    .update(users)
    .set({ failedAttempts: 0, lockedUntil: null, lastLoginAt: new Date() })
    .where(eq(users.id, user.id));
  await recordLogin(db, request, {
    provider: 'password',
    username,
    userId: user.id,
    roleName: user.roleName,
    success: true,
  });
  return { userId: user.id, roleName: user.roleName };
}
