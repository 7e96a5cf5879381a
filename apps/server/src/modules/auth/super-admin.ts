import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { generatePassword, hashPassword } from '../../platform/auth/password.ts';

export const ADMIN_USERNAME = 'admin';
export const LOCAL_ISSUER = 'local';

/**
 * Creates the super administrator on first start. A password given by the operator
 * (ADMIN_PASSWORD) counts as chosen; a generated one is printed once, written to
 * DATA_DIR/admin-password.txt, and must be changed at first sign-in.
 */
export async function ensureSuperAdmin(
  db: Database,
  options: { adminPassword?: string; dataDir: string },
  log: { info: (m: string) => void },
): Promise<void> {
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.kind, 'admin')).limit(1);
  if (existing) return;
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, 'superAdmin'));
  if (!role) throw new Error('the superAdmin role is missing');
  const password = options.adminPassword ?? generatePassword();
  await db.insert(users).values({
    kind: 'admin',
    issuer: LOCAL_ISSUER,
    subject: ADMIN_USERNAME,
    username: ADMIN_USERNAME,
    displayName: '超级管理员',
    roleId: role.id,
    passwordHash: await hashPassword(password),
    passwordMustChange: options.adminPassword === undefined,
  });
  if (options.adminPassword === undefined) {
    const file = path.join(options.dataDir, 'admin-password.txt');
    await fs.mkdir(options.dataDir, { recursive: true });
    await fs.writeFile(file, `${ADMIN_USERNAME} ${password}\n`, { mode: 0o600 });
    log.info(
      `Super administrator created: username ${ADMIN_USERNAME}, password ${password} (also in ${file}; change it at first sign-in)`,
    );
  }
}
