import { labelOf, loginLogListSpec, SIGN_IN_PROVIDER } from '@credit/rules';
import { and, desc } from 'drizzle-orm';
import { z } from 'zod';
import { loginLogs } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { PERMISSIONS } from '../../platform/auth/permissions.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { defineList, type RowOf } from '../../platform/list/list-declaration.ts';
import { nameContains } from '../../platform/list/name-search.ts';
import { shanghaiTimeRange } from '../../platform/sql-filters.ts';
import { withFields } from '../../platform/list/row-fields.ts';

const columns = {
  ...aliasedColumns({
    id: loginLogs.id,
    username: loginLogs.username,
    roleName: loginLogs.roleName,
    provider: loginLogs.provider,
    ip: loginLogs.ip,
    userAgent: loginLogs.userAgent,
    success: loginLogs.success,
    reason: loginLogs.reason,
  }),
  loginTime: dateTimeText(loginLogs.createdAt).as('loginTime'),
};

const present = (row: RowOf<typeof columns>) =>
  withFields(row, {
    providerDescription: labelOf(SIGN_IN_PROVIDER, row.provider) || row.provider,
    resultDescription: row.success ? '成功' : '失败',
  });

/** 登录日志: every sign-in attempt, newest first. */
export const loginLogList = defineList({
  method: 'GET',
  url: '/api/system/loginlogs/page',
  permission: PERMISSIONS.systemLoginLog,
  tags: ['系统管理'],
  summary: '登录日志（分页；format=xlsx 导出）',
  spec: loginLogListSpec,
  row: z.object({
    id: z.number(),
    username: z.string(),
    roleName: z.string(),
    provider: z.string(),
    providerDescription: z.string(),
    ip: z.string(),
    userAgent: z.string(),
    success: z.boolean(),
    resultDescription: z.string(),
    reason: z.string(),
    loginTime: z.string(),
  }),
  source: { table: loginLogs, id: loginLogs.id },
  columns,
  where: (filter) =>
    and(
      filter.username ? nameContains(loginLogs.usernameGrams, filter.username, loginLogs.username) : undefined,
      // Beijing wall-clock times; the end second is included (23:59:59 covers the whole of it).
      shanghaiTimeRange(loginLogs.createdAt, filter.timeStart, filter.timeEnd),
    ),
  orderBy: [desc(loginLogs.createdAt), desc(loginLogs.id)],
  presenter: () => present,
  export: {
    title: '登录日志',
  },
  examples: { username: '华信', timeStart: '2026-01-01 00:00:00', timeEnd: '2026-03-31 23:59:59' },
});
