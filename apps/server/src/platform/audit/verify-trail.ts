import { createGunzip } from 'node:zlib';
import { createInterface } from 'node:readline';
import type { Executor } from '../../db/client.ts';
import type { auditArchives } from '../../db/schema/index.ts';
import { digestOf } from '../backup/content-digest.ts';
import type { FileStorage } from '../files/index.ts';
import {
  chainArchives,
  chainedRows,
  chainHeads,
  liveStart,
  rowHash,
  unchainedRow,
  type ArchiveLine,
  type ChainedRow,
  type ChainHead,
} from './trail-rows.ts';

/** What breaks a chain at a row: its content changed, a row before it is gone, or it was put in out of chain. */
export type BreakKind = 'altered' | 'missing' | 'inserted' | 'archive';

export interface ChainBreak {
  kind: BreakKind;
  /** The row (for a missing row: the one after the gap, or the last one when the end is gone); null for an archive. */
  id: number | null;
  createdAt: string | null;
  detail: string;
}

export interface ChainReport {
  chain: string;
  /** Live rows checked (up to the break). */
  checked: number;
  /** Rows the chain's archives hold. */
  archived: number;
  break?: ChainBreak;
}

interface Expected {
  seq: number;
  prevHash: Buffer;
}

const hex = (hash: Buffer | null) => hash?.toString('hex').slice(0, 16) ?? '无';

/** Whether a row continues the chain where `expected` says it goes on; what is wrong if not. */
export function rowBreak(row: ChainedRow, expected: Expected): ChainBreak | undefined {
  const at = { id: row.id, createdAt: row.createdAt };
  if (row.seq > expected.seq)
    return {
      kind: 'missing',
      ...at,
      detail: `行缺失：链位置 ${expected.seq}${row.seq - 1 > expected.seq ? `–${row.seq - 1}` : ''} 的行已不在（此行位置 ${row.seq}）`,
    };
  if (row.seq < expected.seq || !row.prevHash?.equals(expected.prevHash))
    return {
      kind: 'inserted',
      ...at,
      detail: `行被插入：位置 ${row.seq} 的前一哈希 ${hex(row.prevHash)} 不是链上前一行的 ${hex(expected.prevHash)}`,
    };
  if (!row.hash?.equals(row.recomputed))
    return {
      kind: 'altered',
      ...at,
      detail: `内容被改动：位置 ${row.seq} 按内容算得哈希 ${hex(row.recomputed)}，记录的是 ${hex(row.hash)}`,
    };
  return undefined;
}

type Archive = typeof auditArchives.$inferSelect;

const archiveBreak = (archive: Archive, detail: string): ChainBreak => ({
  kind: 'archive',
  id: null,
  createdAt: null,
  detail: `归档 ${archive.storageKey}（位置 ${archive.firstSeq}–${archive.lastSeq}）：${detail}`,
});

/** The lines of an archive file, as stored. */
async function* archiveLines(storage: FileStorage, key: string): AsyncGenerator<ArchiveLine> {
  const lines = createInterface({ input: (await storage.get(key)).pipe(createGunzip()), crlfDelay: Infinity });
  for await (const line of lines) if (line) yield JSON.parse(line) as ArchiveLine;
}

/** An archive's file: its checksum as recorded, and its rows chained from the archive's first hash to its last. */
async function checkArchiveFile(storage: FileStorage, archive: Archive): Promise<string | undefined> {
  const digest = await digestOf(await storage.get(archive.storageKey)).catch(() => undefined);
  if (!digest) return '文件缺失';
  if (digest.sha256 !== archive.sha256) return '文件的 sha256 与记录不符';
  let expected = { seq: archive.firstSeq, prevHash: archive.prevHash };
  let count = 0;
  for await (const line of archiveLines(storage, archive.storageKey)) {
    const hash = rowHash(expected.prevHash, line.content);
    if (
      line.seq !== expected.seq ||
      line.prevHash !== expected.prevHash.toString('hex') ||
      line.hash !== hash.toString('hex')
    )
      return `文件中 id=${line.id} 的行不在链上`;
    expected = { seq: line.seq + 1, prevHash: hash };
    count += 1;
  }
  if (count !== archive.rowCount || !expected.prevHash.equals(archive.lastHash))
    return '文件的行数或末行哈希与记录不符';
  return undefined;
}

/** A chain's archives, in order, continuing one another from the chain's start (and their files, given the storage). */
async function checkArchives(db: Executor, chain: string, storage: FileStorage | undefined) {
  let expected: Expected = { seq: 1, prevHash: Buffer.alloc(0) };
  let archived = 0;
  for (const archive of await chainArchives(db, chain)) {
    if (archive.firstSeq !== expected.seq || !archive.prevHash.equals(expected.prevHash))
      return { archived, break: archiveBreak(archive, '不接续前一归档或链的开头') };
    const fileProblem = storage && (await checkArchiveFile(storage, archive));
    if (fileProblem) return { archived, break: archiveBreak(archive, fileProblem) };
    archived += archive.rowCount;
    expected = { seq: archive.lastSeq + 1, prevHash: archive.lastHash };
  }
  return { archived };
}

const BATCH = 5_000;

/** One chain: its archives, then its live rows in chain order, its head, and no row outside it. */
async function verifyChain(db: Executor, head: ChainHead, storage: FileStorage | undefined): Promise<ChainReport> {
  const archives = await checkArchives(db, head.chain, storage);
  const report: ChainReport = { chain: head.chain, checked: 0, archived: archives.archived };
  if (archives.break) return { ...report, break: archives.break };
  let expected: Expected = await liveStart(db, head.chain);
  let last: ChainedRow | undefined;
  for (;;) {
    const rows = await chainedRows(db, head, expected.seq - 1, BATCH);
    for (const row of rows) {
      const broken = rowBreak(row, expected);
      if (broken) return { ...report, break: broken };
      report.checked += 1;
      expected = { seq: row.seq + 1, prevHash: row.recomputed };
      last = row;
    }
    if (rows.length < BATCH) break;
  }
  if (expected.seq - 1 !== head.seq || !expected.prevHash.equals(head.hash))
    return {
      ...report,
      break: {
        kind: 'missing',
        id: last?.id ?? null,
        createdAt: last?.createdAt ?? null,
        detail: `行缺失：链记到位置 ${head.seq}，现存的行只到位置 ${expected.seq - 1}`,
      },
    };
  const outside = await unchainedRow(db, head.chain);
  if (outside)
    return { ...report, break: { kind: 'inserted', ...outside, detail: '行被插入：此行不在链上（没有链位置）' } };
  return report;
}

/**
 * Checks every chain (docs/security-trail.md): each from its archives' recorded last hash on, row by
 * row; the first row that breaks it is named. With the file storage, the archive files are read too.
 */
export async function verifyTrail(db: Executor, storage?: FileStorage): Promise<ChainReport[]> {
  const reports: ChainReport[] = [];
  for (const head of await chainHeads(db)) reports.push(await verifyChain(db, head, storage));
  return reports;
}

/** One line of `npm run audit:verify` for a chain. */
export function reportLine(report: ChainReport): string {
  const counted = `${report.chain}：核验 ${report.checked} 行${report.archived > 0 ? `（另有归档 ${report.archived} 行）` : ''}`;
  if (!report.break) return `${counted}，OK`;
  const { id, createdAt, detail } = report.break;
  return `${counted}，断裂${id === null ? '' : `于 id=${id} created_at=${createdAt}`}：${detail}`;
}
