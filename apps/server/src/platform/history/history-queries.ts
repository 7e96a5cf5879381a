import type { HistoryType } from '@credit/rules';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { changeHistory } from '../../db/schema/index.ts';
import { dateTimeText } from './date-time-text.ts';

export interface HistoryFilter {
  enterpriseId: number;
  historyType: HistoryType;
  /** One person's entries only (historyType 1). */
  personId?: number;
}

export interface HistoryRow {
  time: string;
  operator: string;
  items: string[];
}

function whereOf(filter: HistoryFilter): SQL | undefined {
  return and(
    eq(changeHistory.enterpriseId, filter.enterpriseId),
    eq(changeHistory.historyType, filter.historyType),
    filter.personId === undefined ? undefined : eq(changeHistory.personId, filter.personId),
  );
}

/** The newest entries first. */
export async function findHistoryPage(
  db: Database,
  filter: HistoryFilter,
  page: { pageIndex: number; pageSize: number },
): Promise<{ rows: HistoryRow[]; total: number }> {
  const [rows, [total]] = await Promise.all([
    db
      .select({
        time: dateTimeText(changeHistory.createdAt),
        operator: changeHistory.operatorName,
        items: changeHistory.items,
      })
      .from(changeHistory)
      .where(whereOf(filter))
      .orderBy(desc(changeHistory.createdAt), desc(changeHistory.id))
      .limit(page.pageSize)
      .offset((page.pageIndex - 1) * page.pageSize),
    db.select({ n: count() }).from(changeHistory).where(whereOf(filter)),
  ]);
  return { rows, total: total?.n ?? 0 };
}
