import type { LoginLogFilter } from '@credit/rules';
import { and, count, desc, type SQL } from 'drizzle-orm';
import { loginLogs } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import { containsText, shanghaiTimeRange } from '../../platform/sql-filters.ts';
import type { Executor } from './audit.ts';

export type LoginLogQuery = Omit<LoginLogFilter, 'pageIndex' | 'pageSize'>;

function whereOf(filter: LoginLogQuery): SQL | undefined {
  return and(
    filter.username ? containsText(loginLogs.username, filter.username) : undefined,
    // Beijing wall-clock times; the end second is included (23:59:59 covers the whole of it).
    shanghaiTimeRange(loginLogs.createdAt, filter.timeStart, filter.timeEnd),
  );
}

export interface LoginLogRow {
  id: number;
  username: string;
  roleName: string;
  provider: string;
  ip: string;
  userAgent: string;
  success: boolean;
  reason: string;
  loginTime: string;
}

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

function listQuery(db: Executor, filter: LoginLogQuery) {
  return db
    .select(columns)
    .from(loginLogs)
    .where(whereOf(filter))
    .orderBy(desc(loginLogs.createdAt), desc(loginLogs.id));
}

export async function findLoginLogPage(
  db: Executor,
  filter: LoginLogQuery,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: LoginLogRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    listQuery(db, filter)
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(loginLogs).where(whereOf(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}

export function loginLogListSql(db: Executor, filter: LoginLogQuery): { sql: string; params: unknown[] } {
  const { sql, params } = listQuery(db, filter).toSQL();
  return { sql, params };
}
