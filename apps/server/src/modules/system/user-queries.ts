import type { ManagedUserFilter } from '@credit/rules';
import { and, count, desc, eq, inArray, or, type SQL } from 'drizzle-orm';
import { roles, users } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import type { Executor } from './audit.ts';
import { containsText } from '../../platform/sql-filters.ts';

export type UserFilter = Omit<ManagedUserFilter, 'pageIndex' | 'pageSize'>;

/** 用户管理 lists the people who work the desks, not enterprises' own accounts. */
export const MANAGED_KINDS = ['manage', 'admin'];

function whereOf(filter: UserFilter): SQL | undefined {
  const { name } = filter;
  return and(
    inArray(users.kind, MANAGED_KINDS),
    name ? or(containsText(users.username, name), containsText(users.displayName, name)) : undefined,
    filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
    filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled === 1),
  );
}

export interface ManagedUserRow {
  id: number;
  username: string;
  displayName: string;
  kind: string;
  roleId: number;
  roleName: string;
  enabled: boolean;
  lastLoginTime: string | null;
  createTime: string;
}

const columns = {
  ...aliasedColumns({
    id: users.id,
    username: users.username,
    displayName: users.displayName,
    kind: users.kind,
    roleId: users.roleId,
    roleName: roles.name,
    enabled: users.enabled,
  }),
  lastLoginTime: dateTimeText(users.lastLoginAt).as('lastLoginTime'),
  createTime: dateTimeText(users.createdAt).as('createTime'),
};

function listQuery(db: Executor, filter: UserFilter) {
  return db
    .select(columns)
    .from(users)
    .innerJoin(roles, eq(roles.id, users.roleId))
    .where(whereOf(filter))
    .orderBy(desc(users.id));
}

export async function findUserPage(
  db: Executor,
  filter: UserFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: ManagedUserRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    listQuery(db, filter)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(users).where(whereOf(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

/** The same list as SQL text for a cursor (exports); the aliases give the row shape. */
export function userListSql(db: Executor, filter: UserFilter): { sql: string; params: unknown[] } {
  const { sql, params } = listQuery(db, filter).toSQL();
  return { sql, params };
}

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
