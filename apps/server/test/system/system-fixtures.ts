import { desc, eq } from 'drizzle-orm';
import { operationLogs, roles, users } from '../../src/db/schema/index.ts';
import { startSession } from '../../src/modules/auth/session-service.ts';
import type { TestApp } from '../helpers/test-app.ts';
import { createTestUser } from '../helpers/test-user.ts';

/** A signed-in user of `roleCode` with their id, for calls that concern the caller. */
export async function signedIn(t: TestApp, roleCode: string) {
  const userId = await createTestUser(t.db, roleCode);
  const session = await startSession(t.db, t.app.tokens, { userId, provider: 'password' });
  return { userId, session, headers: { authorization: `Bearer ${session.accessToken}` } };
}

export async function roleIdOf(t: TestApp, code: string): Promise<number> {
  const [row] = await t.db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!row) throw new Error(`no role ${code}`);
  return row.id;
}

/** The newest operation-log entry (docs/operation-log.md). */
export async function lastOperation(t: TestApp) {
  const [row] = await t.db.select().from(operationLogs).orderBy(desc(operationLogs.id)).limit(1);
  return row;
}

export async function usernameOf(t: TestApp, userId: number): Promise<string> {
  const [row] = await t.db.select({ username: users.username }).from(users).where(eq(users.id, userId));
  return row?.username ?? '';
}

export interface Envelope<T> {
  success: boolean;
  message: string;
  extraData: T;
  errors?: Record<string, string>;
}
