import { and, eq, inArray } from 'drizzle-orm';
import { roles, users } from '../../db/schema/index.ts';
import type { Executor } from '../../db/client.ts';

/** 用户管理 lists the people who work the desks, not enterprises' own accounts (the partial index user_managed_idx holds them). */
export const MANAGED_KINDS = ['manage', 'admin'];

export async function findManagedUser(db: Executor, id: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      kind: users.kind,
      enabled: users.enabled,
      roleId: users.roleId,
      roleName: roles.name,
    })
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(and(eq(users.id, id), inArray(users.kind, MANAGED_KINDS)));
  return row;
}
