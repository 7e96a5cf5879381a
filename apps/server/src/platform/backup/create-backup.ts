import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import pg from 'pg';
import type { FileStorage } from '../files/index.ts';
import { appVersion } from './app-version.ts';
import { backupFiles, backupName, PARTIAL_SUFFIX, tableFile } from './backup-layout.ts';
import { BackupRefused } from './backup-refused.ts';
import { digesting } from './content-digest.ts';
import { copyOut } from './copy-protocol.ts';
import { applicationSequences, applicationTables, JOB_QUEUE_SCHEMA, type TableShape } from './database-catalog.ts';
import { type Manifest, MANIFEST_FORMAT, writeManifest } from './manifest.ts';
import { databaseMigrationLevel } from './migration-level.ts';

export interface BackupOptions {
  pool: pg.Pool;
  storage: FileStorage;
  /** Where backups go (BACKUP_DIR): the backup is a folder in it named by `now`. */
  backupDir: string;
  now?: Date;
  onProgress?: (line: string) => void;
}

export interface BackupResult {
  dir: string;
  manifest: Manifest;
}

const columnList = (table: TableShape) => table.columns.map((c) => pg.escapeIdentifier(c)).join(', ');

/**
 * Backs up the database and the stored files into a new folder of `backupDir`: every application
 * table from one snapshot (COPY, gzipped, counted and hashed), then every stored file. Written as
 * `<name>.partial` and renamed when complete; a failure removes the partial folder.
 */
export async function createBackup(options: BackupOptions): Promise<BackupResult> {
  const { pool, storage, backupDir, now = new Date(), onProgress = () => undefined } = options;
  const name = backupName(now);
  const partial = path.join(backupDir, name + PARTIAL_SUFFIX);
  const dir = path.join(backupDir, name);
  await fs.mkdir(backupDir, { recursive: true });
  if (
    await fs.stat(dir).then(
      () => true,
      () => false,
    )
  )
    throw new BackupRefused(`备份 ${dir} 已存在`);
  await fs.mkdir(partial);
  try {
    const database = await backUpDatabase(pool, partial, onProgress);
    const files = await backUpFiles(storage, partial, onProgress);
    const manifest: Manifest = {
      format: MANIFEST_FORMAT,
      createdAt: now.toISOString(),
      appVersion: await appVersion(),
      excluded: [`${JOB_QUEUE_SCHEMA}：任务队列的待办任务（临时数据，恢复时由迁移重建为空队列）`],
      ...database,
      ...files,
    };
    await writeManifest(partial, manifest);
    await fs.rename(partial, dir);
    return { dir, manifest };
  } catch (error) {
    await fs.rm(partial, { recursive: true, force: true });
    throw error;
  }
}

/** Every application table and sequence, read in one REPEATABLE READ snapshot. */
async function backUpDatabase(pool: pg.Pool, backup: string, onProgress: (line: string) => void) {
  await fs.mkdir(path.join(backup, 'tables'));
  const client = await pool.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const migration = await databaseMigrationLevel(client);
    if (!migration) throw new BackupRefused('数据库尚未建立表结构（没有已执行的迁移），没有可备份的数据');
    const shapes = await applicationTables(client);
    const tables: Manifest['tables'] = [];
    for (const [index, table] of shapes.entries()) {
      const gzip = createGzip();
      const measured = digesting();
      const written = pipeline(gzip, measured.through, createWriteStream(tableFile(backup, table.name)));
      let rows: number;
      try {
        rows = await copyOut(client, `copy ${pg.escapeIdentifier(table.name)} (${columnList(table)}) to stdout`, gzip);
        gzip.end();
      } catch (error) {
        gzip.destroy(error as Error);
        await written.catch(() => undefined);
        throw error;
      }
      await written;
      tables.push({ ...table, rows, ...measured.digest() });
      onProgress(`表 ${index + 1}/${shapes.length} ${table.name}：${rows} 行`);
    }
    const sequences: Manifest['sequences'] = [];
    for (const sequence of await applicationSequences(client)) {
      const state = await client.query<{ value: string; isCalled: boolean }>(
        `select last_value::text as value, is_called as "isCalled" from ${pg.escapeIdentifier(sequence.name)}`,
      );
      sequences.push({ ...sequence, ...state.rows[0]! });
    }
    await client.query('commit');
    return { migration, tables, sequences };
  } finally {
    await client.query('rollback').catch(() => undefined);
    client.release();
  }
}

/**
 * Every stored file, listed after the database's snapshot: a file is stored before the row that
 * names it, so every file a backed-up row names is listed. One removed before it is copied is
 * recorded as missing, not a failure.
 */
async function backUpFiles(storage: FileStorage, backup: string, onProgress: (line: string) => void) {
  const keys: string[] = [];
  for await (const stored of storage.list()) keys.push(stored.key);
  const target = backupFiles(backup);
  const files: Manifest['files'] = [];
  const missingFiles: string[] = [];
  for (const [index, key] of keys.entries()) {
    const content = await storage.get(key).catch((error: unknown) => {
      if ((error as { statusCode?: number }).statusCode === 404) return undefined;
      throw error;
    });
    if (content) {
      const measured = digesting();
      await target.put(key, Readable.from(measured.through(content)));
      files.push({ key, ...measured.digest() });
    } else missingFiles.push(key);
    if ((index + 1) % 100 === 0 || index + 1 === keys.length) onProgress(`文件 ${index + 1}/${keys.length}`);
  }
  return { files, missingFiles };
}
