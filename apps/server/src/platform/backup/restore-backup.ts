import { createReadStream } from 'node:fs';
import { createGunzip } from 'node:zlib';
import pg from 'pg';
import type { Database } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import type { FileStorage } from '../files/index.ts';
import { backupFiles, tableFile } from './backup-layout.ts';
import { BackupRefused } from './backup-refused.ts';
import { digestOf } from './content-digest.ts';
import { copyIn } from './copy-protocol.ts';
import { applicationTables, userTableCount } from './database-catalog.ts';
import { type Manifest, readManifest } from './manifest.ts';
import { codeMigrationLevel } from './migration-level.ts';

export interface RestoreOptions {
  /** The empty database to restore into. */
  db: Database;
  /** The file store the backup's files are put back into. */
  storage: FileStorage;
  /** The backup's folder (a folder of BACKUP_DIR). */
  backup: string;
  onProgress?: (line: string) => void;
}

const quoted = (name: string) => pg.escapeIdentifier(name);

/**
 * Restores a backup into an empty database and a file store. Everything that could refuse it is
 * checked before anything is written: the manifest, the migration level, every table's and file's
 * checksum, an empty database, the right to load without triggers. Then the stored files go back,
 * the migrations build the schema, and every table is loaded in one transaction.
 */
export async function restoreBackup(options: RestoreOptions): Promise<Manifest> {
  const { db, storage, backup, onProgress = () => undefined } = options;
  const manifest = await readManifest(backup);
  const code = await codeMigrationLevel();
  if (manifest.migration.when !== code.when)
    throw new BackupRefused(
      `备份的数据库版本（迁移 ${manifest.migration.tag}）与本程序（迁移 ${code.tag}）不同，恢复已取消：请用与备份时相同版本的程序恢复，再启动新版本升级`,
    );
  await verifyBackup(backup, manifest, onProgress);
  const client = await db.$client.connect();
  try {
    const tables = await userTableCount(client);
    if (tables > 0)
      throw new BackupRefused(`目标数据库不是空库（已有 ${tables} 张表），恢复已取消：请新建一个空数据库再恢复`);
    // Rows are loaded as they were, without the triggers that would derive them again (replica role).
    await client.query('set session_replication_role = replica').catch(() => {
      throw new BackupRefused('恢复需要以数据库超级用户（或被授予设置 session_replication_role 权限的用户）连接');
    });
    await client.query('reset session_replication_role');
    await restoreFiles(backup, manifest, storage, onProgress);
    await runMigrations(db);
    await checkSchema(client, manifest);
    await loadTables(client, backup, manifest, onProgress);
  } finally {
    client.release();
  }
  return manifest;
}

/** Every table file and stored file as the manifest says, or the backup is refused. */
async function verifyBackup(backup: string, manifest: Manifest, onProgress: (line: string) => void) {
  for (const table of manifest.tables) {
    const actual = await digestOf(createReadStream(tableFile(backup, table.name))).catch(() => undefined);
    if (actual?.sha256 !== table.sha256 || actual.size !== table.size)
      throw new BackupRefused(
        `备份已损坏：表 ${table.name} 的数据文件${actual ? '校验和与清单不符' : '缺失'}，恢复已取消`,
      );
  }
  const files = backupFiles(backup);
  for (const file of manifest.files) {
    // Read through the disk storage, which refuses a key that would leave the backup's folder.
    const actual = await files.get(file.key).then(digestOf, () => undefined);
    if (actual?.sha256 !== file.sha256 || actual.size !== file.size)
      throw new BackupRefused(`备份已损坏：文件 ${file.key} ${actual ? '的校验和与清单不符' : '缺失'}，恢复已取消`);
  }
  onProgress(`校验通过：${manifest.tables.length} 张表、${manifest.files.length} 个文件与清单一致`);
}

async function restoreFiles(
  backup: string,
  manifest: Manifest,
  storage: FileStorage,
  onProgress: (line: string) => void,
) {
  const files = backupFiles(backup);
  for (const [index, file] of manifest.files.entries()) {
    await storage.put(file.key, await files.get(file.key));
    if ((index + 1) % 100 === 0 || index + 1 === manifest.files.length)
      onProgress(`文件 ${index + 1}/${manifest.files.length}`);
  }
}

/** The migrated schema must have the backup's tables and columns (the same migration level gives them). */
async function checkSchema(client: pg.ClientBase, manifest: Manifest) {
  const shape = (tables: { name: string; columns: string[] }[]) =>
    JSON.stringify(tables.map((t) => [t.name, [...t.columns].sort()]).sort());
  if (shape(await applicationTables(client)) !== shape(manifest.tables))
    throw new BackupRefused('迁移后的表结构与备份中的表不一致，恢复已取消');
}

/** Every table in one transaction: emptied of the migrations' own rows, loaded, its sequences set. */
async function loadTables(
  client: pg.ClientBase,
  backup: string,
  manifest: Manifest,
  onProgress: (line: string) => void,
) {
  await client.query('begin');
  try {
    await client.query('set local session_replication_role = replica');
    await client.query(`truncate table ${manifest.tables.map((t) => quoted(t.name)).join(', ')}`);
    for (const [index, table] of manifest.tables.entries()) {
      const rows = await copyIn(
        client,
        `copy ${quoted(table.name)} (${table.columns.map(quoted).join(', ')}) from stdin`,
        gunzipped(tableFile(backup, table.name)),
      );
      if (rows !== table.rows)
        throw new BackupRefused(`表 ${table.name} 载入 ${rows} 行，清单记录 ${table.rows} 行，恢复已取消`);
      onProgress(`表 ${index + 1}/${manifest.tables.length} ${table.name}：${rows} 行`);
    }
    for (const sequence of manifest.sequences) {
      // A column's sequence continues after the column's largest value; any other as it was.
      const { ownedBy } = sequence;
      if (ownedBy)
        await client.query(
          `select setval($1, coalesce(max(${quoted(ownedBy.column)}), 1), max(${quoted(ownedBy.column)}) is not null) from ${quoted(ownedBy.table)}`,
          [quoted(sequence.name)],
        );
      else await client.query('select setval($1, $2, $3)', [quoted(sequence.name), sequence.value, sequence.isCalled]);
    }
    await client.query('commit');
  } catch (error) {
    await client.query('rollback');
    throw error;
  }
}

/** A table file's COPY text. */
function gunzipped(file: string): AsyncIterable<Buffer> {
  const gunzip = createGunzip();
  const source = createReadStream(file).on('error', (error) => gunzip.destroy(error));
  return source.pipe(gunzip);
}
