import { cutChars, DESK_ROLES } from '@credit/rules';
import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { enterprises, roles, users } from '../../db/schema/index.ts';
import type { ProviderKind } from '../../idp/demo-accounts.ts';
import { forgetPrincipals } from './principal.ts';

export class SignInDenied extends Error {}

export const UNKNOWN_ENTERPRISE = '未找到该账号统一社会信用代码对应的企业，请先完成企业注册';
export const ACCOUNT_DISABLED = '账号已被停用，请联系管理员';

export interface SsoIdentity {
  iss: string;
  sub: string;
  name?: unknown;
  preferred_username?: unknown;
  social_credit_code?: unknown;
  role?: unknown;
}

const text = (value: unknown, fallback: string) =>
  cutChars(typeof value === 'string' && value.trim() ? value.trim() : fallback, 60);

async function roleIdOf(db: Database, code: string): Promise<number> {
  const [role] = await db.select({ id: roles.id }).from(roles).where(eq(roles.code, code));
  if (!role) throw new Error(`role ${code} is not seeded`);
  return role.id;
}

/**
 * The platform user of a provider identity, keyed by (issuer, subject) and created at first
 * sign-in: enterprise accounts are linked to their enterprise by the credit code claim; management
 * accounts get the desk their provider names, or none (未分配) until the administrator assigns one.
 * Later sign-ins refresh the name and the enterprise link but keep the role the administrator set.
 */
export async function provisionSsoUser(
  db: Database,
  kind: ProviderKind,
  identity: SsoIdentity,
): Promise<{ userId: number; username: string }> {
  const username = text(identity.preferred_username, identity.sub);
  const displayName = text(identity.name, username);
  let enterpriseId: number | null = null;
  if (kind === 'enterprise') {
    const code =
      typeof identity.social_credit_code === 'string' ? identity.social_credit_code.trim().toUpperCase() : '';
    const [enterprise] = code
      ? await db.select({ id: enterprises.id }).from(enterprises).where(eq(enterprises.socialCreditCode, code))
      : [];
    if (!enterprise) throw new SignInDenied(UNKNOWN_ENTERPRISE);
    enterpriseId = enterprise.id;
  }
  const [existing] = await db
    .select({ id: users.id, enabled: users.enabled, kind: users.kind })
    .from(users)
    .where(and(eq(users.issuer, identity.iss), eq(users.subject, identity.sub)));
  if (existing) {
    if (!existing.enabled) throw new SignInDenied(ACCOUNT_DISABLED);
    await db
      .update(users)
      .set({ username, displayName, enterpriseId, lastLoginAt: new Date() })
      .where(eq(users.id, existing.id));
    forgetPrincipals(db);
    return { userId: existing.id, username };
  }
  const roleCode =
    kind === 'enterprise'
      ? 'enterprise'
      : typeof identity.role === 'string' && (DESK_ROLES as readonly string[]).includes(identity.role)
        ? identity.role
        : 'unassigned';
  const [created] = await db
    .insert(users)
    .values({
      kind,
      issuer: identity.iss,
      subject: identity.sub,
      username,
      displayName,
      enterpriseId,
      roleId: await roleIdOf(db, roleCode),
      lastLoginAt: new Date(),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('user insert returned nothing');
  return { userId: created.id, username };
}
