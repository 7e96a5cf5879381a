import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../src/db/client.ts';
import { roles, users } from '../../src/db/schema/index.ts';

/** Inserts a user with the given role code; returns its id. */
export async function createTestUser(
  db: Database,
  roleCode: string,
  enterpriseId: number | null = null,
): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, roleCode));
  if (!role) throw new Error(`no role ${roleCode}`);
  const name = `u_${randomBytes(4).toString('hex')}`;
  const kind = roleCode === 'enterprise' ? 'enterprise' : roleCode === 'superAdmin' ? 'admin' : 'manage';
  const [user] = await db
    .insert(users)
    .values({ kind, issuer: 'test', subject: name, username: name, displayName: name, roleId: role.id, enterpriseId })
    .returning({ id: users.id });
  if (!user) throw new Error('user insert returned nothing');
  return user.id;
}
