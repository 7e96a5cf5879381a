import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { roles, users } from '../../db/schema/index.ts';
import { recordOperation } from '../../platform/audit/index.ts';
import { AppError } from '../../platform/errors.ts';
import { forgetPrincipals, type Principal } from '../auth/principal.ts';
import { revokeUserSessions } from '../auth/session-service.ts';
import { findManagedUser } from './user-queries.ts';

/** Roles a management user may hold: every role but the enterprises' own. */
const ENTERPRISE_ROLE = 'enterprise';

const userNotFound = () => new AppError('用户不存在', { statusCode: 404 });
const userObject = (user: { id: number; username: string }) => ({
  kind: 'user',
  objectId: user.id,
  label: user.username,
});
const stateOf = (enabled: boolean) => (enabled ? '启用' : '停用');

/** The roles 用户管理 offers for management users. */
export async function managementRoleOptions(db: Database) {
  const rows = await db.select({ id: roles.id, name: roles.name, code: roles.code }).from(roles).orderBy(roles.id);
  return rows.filter((r) => r.code !== ENTERPRISE_ROLE);
}

/** Disabling takes effect at once: the user's sessions end, so neither token works any more. */
export async function setUserEnabled(db: Database, actor: Principal, id: number, enabled: boolean): Promise<void> {
  if (id === actor.userId && !enabled) throw new AppError('不能停用自己的账号');
  await db.transaction(async (tx) => {
    const user = await findManagedUser(tx, id);
    if (!user) throw userNotFound();
    if (user.enabled === enabled) return;
    await tx.update(users).set({ enabled }).where(eq(users.id, id));
    await recordOperation(tx, actor, {
      ...userObject(user),
      action: stateOf(enabled),
      before: { 状态: stateOf(user.enabled) },
      after: { 状态: stateOf(enabled) },
    });
  });
  if (!enabled) await revokeUserSessions(db, id, 'disabled');
}

export async function changeUserRole(db: Database, actor: Principal, id: number, roleId: number): Promise<void> {
  // Taking one's own role away is the other way to lock oneself out.
  if (id === actor.userId) throw new AppError('不能修改自己的角色');
  await db.transaction(async (tx) => {
    const user = await findManagedUser(tx, id);
    if (!user) throw userNotFound();
    const [role] = await tx
      .select({ id: roles.id, name: roles.name, code: roles.code })
      .from(roles)
      .where(eq(roles.id, roleId));
    if (!role || role.code === ENTERPRISE_ROLE) {
      throw new AppError('请选择管理用户的角色', { fieldErrors: { roleId: '请选择管理用户的角色' } });
    }
    if (user.roleId === roleId) return;
    await tx.update(users).set({ roleId }).where(eq(users.id, id));
    await recordOperation(tx, actor, {
      ...userObject(user),
      action: '修改',
      before: { 角色: user.roleName },
      after: { 角色: role.name },
    });
  });
  forgetPrincipals(db);
}
