import { withClient } from './bench-database.ts';
import { formatColumns, megabytes } from './report.ts';

export interface TableSize {
  table: string;
  rows: number;
  tableBytes: number;
  indexBytes: number;
}

export interface IndexUse {
  index: string;
  table: string;
  bytes: number;
  /** Scans since the run's database was made: generation, start-up, every case and job. */
  scans: number;
  /** It backs a primary key, a unique or an exclusion constraint: it keeps data right, scanned or not. */
  constraint: boolean;
}

export interface DatabaseSize {
  totalBytes: number;
  tables: TableSize[];
  /** Indexes of 1 MB or more that nothing scanned in the run: the candidates to remove. */
  unscannedIndexes: IndexUse[];
}

const TABLES = `
  select c.relname as table, c.reltuples::bigint as rows,
    pg_table_size(c.oid) as table_bytes, pg_indexes_size(c.oid) as index_bytes
  from pg_class c join pg_namespace n on n.oid = c.relnamespace
  where c.relkind in ('r', 'p') and n.nspname = 'public'
  order by pg_total_relation_size(c.oid) desc`;

const UNSCANNED = `
  select s.indexrelname as index, s.relname as table, pg_relation_size(s.indexrelid) as bytes, s.idx_scan as scans,
    exists (select 1 from pg_constraint k where k.conindid = s.indexrelid) as constraint
  from pg_stat_user_indexes s
  where s.schemaname = 'public' and s.idx_scan = 0 and pg_relation_size(s.indexrelid) >= 1048576
  order by pg_relation_size(s.indexrelid) desc`;

/**
 * The database's size after a run: every table with its indexes, and the indexes nothing scanned,
 * read at the end so that every case and job had its chance to use them.
 */
export async function measureDatabaseSize(databaseUrl: string): Promise<DatabaseSize> {
  return withClient(databaseUrl, async (client) => {
    const total = await client.query<{ bytes: string }>('select pg_database_size(current_database()) as bytes');
    const tables = await client.query<{ table: string; rows: string; table_bytes: string; index_bytes: string }>(
      TABLES,
    );
    const unscanned = await client.query<{
      index: string;
      table: string;
      bytes: string;
      scans: string;
      constraint: boolean;
    }>(UNSCANNED);
    return {
      totalBytes: Number(total.rows[0]?.bytes ?? 0),
      tables: tables.rows.map((t) => ({
        table: t.table,
        rows: Number(t.rows),
        tableBytes: Number(t.table_bytes),
        indexBytes: Number(t.index_bytes),
      })),
      unscannedIndexes: unscanned.rows.map((i) => ({
        index: i.index,
        table: i.table,
        bytes: Number(i.bytes),
        scans: Number(i.scans),
        constraint: i.constraint,
      })),
    };
  });
}

/** The largest tables (those of 10 MB or more) and the unscanned indexes. */
export function formatDatabaseSize(size: DatabaseSize): string {
  const large = size.tables.filter((t) => t.tableBytes + t.indexBytes >= 10 * 1024 * 1024);
  return [
    `database: ${megabytes(size.totalBytes, 0)} MB`,
    formatColumns(
      ['table', 'rows', 'table MB', 'indexes MB'],
      large.map((t) => [
        t.table,
        t.rows.toLocaleString('en-US'),
        megabytes(t.tableBytes, 0),
        megabytes(t.indexBytes, 0),
      ]),
    ),
    '',
    'indexes of 1 MB or more that nothing scanned in this run:',
    formatColumns(
      ['index', 'table', 'MB', 'backs a constraint'],
      size.unscannedIndexes.map((i) => [i.index, i.table, megabytes(i.bytes, 0), i.constraint ? 'yes' : '']),
    ),
  ].join('\n');
}
