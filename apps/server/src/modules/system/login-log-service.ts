import { labelOf, SIGN_IN_PROVIDER } from '@credit/rules';
import type { FastifyReply } from 'fastify';
import type { Database } from '../../db/client.ts';
import { cursorRows } from '../../platform/db-cursor.ts';
import { pageOf } from '../../platform/envelope.ts';
import { streamXlsxExport } from '../../platform/excel/index.ts';
import { findLoginLogPage, loginLogListSql, type LoginLogQuery, type LoginLogRow } from './login-log-queries.ts';

const present = (row: LoginLogRow) => ({
  ...row,
  providerDescription: labelOf(SIGN_IN_PROVIDER, row.provider) || row.provider,
  resultDescription: row.success ? '成功' : '失败',
});

export async function listLoginLogs(
  db: Database,
  filter: LoginLogQuery,
  page: { pageIndex: number; pageSize: number },
) {
  const { rows, total } = await findLoginLogPage(db, filter, page);
  return pageOf(rows.map(present), total, page);
}

export function exportLoginLogs(db: Database, filter: LoginLogQuery, reply: FastifyReply) {
  return streamXlsxExport({
    reply,
    title: '登录日志',
    columns: [
      { header: '用户', key: 'username', width: 18 },
      { header: '角色', key: 'roleName', width: 14 },
      { header: '登录方式', key: 'providerDescription', width: 16 },
      { header: 'IP', key: 'ip', width: 18 },
      { header: '浏览器', key: 'userAgent', width: 40 },
      { header: '登录时间', key: 'loginTime', width: 22 },
      { header: '结果', key: 'resultDescription', width: 8 },
      { header: '原因', key: 'reason', width: 30 },
    ],
    rows: cursorRows(db.$client, loginLogListSql(db, filter), present),
  });
}
