import { labelOf, USER_KIND, userListSpec } from '@credit/rules';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { roles, users } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { MANAGED_KINDS } from './user-queries.ts';
import { withFields } from '../../platform/list/row-fields.ts';

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

const present = (row: RowOf<typeof columns>) =>
  withFields(row, {
    kindDescription: labelOf(USER_KIND, row.kind),
    enabledDescription: row.enabled ? '启用' : '停用',
  });

/** 用户管理: management users, newest first; `self` marks the caller's own row, whose state and role the screen does not offer to change. */
export const userList = defineList({
  method: 'GET',
  url: '/api/system/users/page',
  permission: PERMISSIONS.systemUser,
  tags: ['系统管理'],
  summary: '管理用户列表（分页；format=xlsx 导出）',
  spec: userListSpec,
  row: z.object({
    id: z.number(),
    username: z.string(),
    displayName: z.string(),
    kind: z.string(),
    kindDescription: z.string(),
    roleId: z.number(),
    roleName: z.string(),
    enabled: z.boolean(),
    enabledDescription: z.string(),
    lastLoginTime: z.string().nullable(),
    createTime: z.string(),
    self: z.boolean(),
  }),
  source: { table: users, id: users.id, joins: [{ table: roles, on: eq(roles.id, users.roleId) }] },
  columns,
  where: (filter) =>
    and(
      inArray(users.kind, MANAGED_KINDS),
      filter.name ? nameContains(users.nameGrams, filter.name, users.username, users.displayName) : undefined,
      filter.roleId ? eq(users.roleId, filter.roleId) : undefined,
      filter.enabled === undefined ? undefined : eq(users.enabled, filter.enabled === 1),
    ),
  orderBy: [desc(users.id)],
  presenter:
    ({ me }) =>
    (row) => ({ ...present(row), self: row.id === me.userId }),
  export: {
    title: '用户管理',
  },
  examples: { name: '华信', roleId: '2', enabled: '1' },
});
