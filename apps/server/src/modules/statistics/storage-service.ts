import { statTable, type StatTable } from '@credit/rules';
import { count, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { annexes, creditRecords, enterprisePersons, enterprises } from '../../db/schema/index.ts';
import { statisticsAnswerSchema } from '../../platform/statistics/statistics-route.ts';
import { keptFor } from '../../platform/kept-for.ts';
import { lastMonths } from './storage-months.ts';

/** How many months the growth charts show, this one included. */
export const STORAGE_MONTHS = 12;

const MB = 1024 * 1024;
const megabytes = (bytes: number) => Math.round((bytes / MB) * 100) / 100;

/** A table's rows per month of their creation (Asia/Shanghai), with the bytes of a size column. */
const perMonth = (db: Database, table: PgTable, createdAt: PgColumn, size?: PgColumn) => {
  const month = sql<string>`to_char(${createdAt} at time zone 'Asia/Shanghai', 'YYYY-MM')`;
  return db
    .select({
      month,
      count: count(),
      bytes: size ? sql<number>`coalesce(sum(${size}), 0)`.mapWith(Number) : sql<number>`0`.mapWith(Number),
    })
    .from(table)
    .groupBy(month);
};

/** Attachments per file type (the extension of the client's file name, lowercased). */
const byFileType = (db: Database) => {
  const extension = sql<string>`coalesce(lower(substring(${annexes.fileName} from '\\.([A-Za-z0-9]{1,10})$')), '')`;
  return db
    .select({ type: extension, count: count(), bytes: sql<number>`coalesce(sum(${annexes.size}), 0)`.mapWith(Number) })
    .from(annexes)
    .groupBy(extension);
};

type MonthCounts = Awaited<ReturnType<typeof perMonth>>;

const KINDS = [
  { key: 'records', title: '信用记录', unit: '条' },
  { key: 'attachments', title: '附件', unit: '个' },
  { key: 'enterprises', title: '企业', unit: '家' },
  { key: 'staff', title: '从业人员', unit: '人' },
] as const;

export const storageAnswerSchema = statisticsAnswerSchema.extend({
  totals: z.object({
    records: z.number(),
    attachments: z.number(),
    attachmentMegabytes: z.number(),
    enterprises: z.number(),
    staff: z.number(),
  }),
});
export type StorageAnswer = z.output<typeof storageAnswerSchema>;

/**
 * dataBoard_storage (docs/statistics-records.md): what the platform stores — records, attachments
 * (count and megabytes, by file type), enterprises and staff — now, new per month over the last
 * twelve months and cumulated at each month's end, so an operator can plan capacity.
 */
async function storage(db: Database): Promise<StorageAnswer> {
  const [records, attachments, enterpriseRows, staff, fileTypes, now] = await Promise.all([
    perMonth(db, creditRecords, creditRecords.createdAt),
    perMonth(db, annexes, annexes.createdAt, annexes.size),
    perMonth(db, enterprises, enterprises.createdAt),
    perMonth(db, enterprisePersons, enterprisePersons.createdAt),
    byFileType(db),
    db.execute<{ month: string }>(sql`select to_char(now() at time zone 'Asia/Shanghai', 'YYYY-MM') as month`),
  ]);
  const months = lastMonths(now.rows[0]!.month, STORAGE_MONTHS);
  const sets: Record<(typeof KINDS)[number]['key'], MonthCounts> = {
    records,
    attachments,
    enterprises: enterpriseRows,
    staff,
  };
  const sum = (rows: MonthCounts, pick: (row: MonthCounts[number]) => number, upTo?: string) =>
    rows.filter((row) => upTo === undefined || row.month <= upTo).reduce((total, row) => total + pick(row), 0);
  const inMonth = (rows: MonthCounts, month: string) => rows.find((row) => row.month === month);
  const series = KINDS.map(({ key, title, unit }) => ({ key, title, unit }));
  const growth: StatTable = statTable({
    key: 'growth',
    title: `近${STORAGE_MONTHS}个月新增`,
    category: '月份',
    series,
    rows: months.map((month) => ({
      key: month,
      label: month,
      values: KINDS.map(({ key }) => inMonth(sets[key], month)?.count ?? 0),
    })),
  });
  const cumulative: StatTable = statTable({
    key: 'cumulative',
    title: '累计存储量（月末）',
    category: '月份',
    series,
    rows: months.map((month) => ({
      key: month,
      label: month,
      values: KINDS.map(({ key }) => sum(sets[key], (row) => row.count, month)),
    })),
  });
  const attachmentBytes: StatTable = statTable({
    key: 'attachmentBytes',
    title: '附件存储量',
    category: '月份',
    series: [
      { key: 'added', title: '新增', unit: 'MB' },
      { key: 'total', title: '累计', unit: 'MB' },
    ],
    rows: months.map((month) => ({
      key: month,
      label: month,
      values: [
        megabytes(inMonth(attachments, month)?.bytes ?? 0),
        megabytes(sum(attachments, (row) => row.bytes, month)),
      ],
    })),
  });
  const types: StatTable = statTable({
    key: 'fileTypes',
    title: '附件按文件类型',
    category: '文件类型',
    series: [
      { key: 'count', title: '附件数', unit: '个' },
      { key: 'size', title: '存储量', unit: 'MB' },
    ],
    rows: [...fileTypes]
      .sort((a, b) => b.bytes - a.bytes || a.type.localeCompare(b.type))
      .map((row) => ({
        key: row.type || 'none',
        label: row.type || '无扩展名',
        values: [row.count, megabytes(row.bytes)],
      })),
  });
  return {
    totals: {
      records: sum(records, (row) => row.count),
      attachments: sum(attachments, (row) => row.count),
      attachmentMegabytes: megabytes(sum(attachments, (row) => row.bytes)),
      enterprises: sum(enterpriseRows, (row) => row.count),
      staff: sum(staff, (row) => row.count),
    },
    tables: [growth, cumulative, attachmentBytes, types],
    computedAt: new Date().toISOString(),
  };
}

/** Counting every stored row is a scan of each table: recounted at most once a minute, readers meanwhile answered with the last count. */
const keptStorage = keptFor(60_000, (db: Database) => storage(db));
export const storageStatistics = (db: Database) => keptStorage(db, 'storage');
