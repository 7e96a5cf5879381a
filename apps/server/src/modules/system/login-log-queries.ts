import type { LoginLogFilter } from '@credit/rules';
import { and, count, desc, gte, ilike, lte, type SQL } from 'drizzle-orm';
import { loginLogs } from '../../db/schema/index.ts';
import { aliasedColumns } from '../../platform/aliased-columns.ts';
import { dateTimeText } from '../../platform/history/index.ts';
import type { Executor } from './audit.ts';

export type LoginLogQuery = Omit<LoginLogFilter, 'pageIndex' | 'pageSize'>;

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);
/** The filter's wall-clock times are Asia/Shanghai's, which keeps UTC+8 all year. */
const shanghaiInstant = (text: string) => new Date(`${text.replace(' ', 'T')}+08:00`);

function whereOf(filter: LoginLogQuery): SQL | undefined {
  return and(
    filter.username ? ilike(loginLogs.username, `%${escapeLike(filter.username)}%`) : undefined,
    filter.timeStart ? gte(loginLogs.createdAt, shanghaiInstant(filter.timeStart)) : undefined,
    // The end second is included: 23:59:59 covers the whole of that second.
    filter.timeEnd ? lte(loginLogs.createdAt, new Date(shanghaiInstant(filter.timeEnd).getTime() + 999)) : undefined,
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
