import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { gzipSync } from 'node:zlib';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { inject } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { createDatabase, type Database } from '../../src/db/client.ts';
import { seedDemoDataIfEmpty } from '../../src/db/seed.ts';
import { reconcileBuiltins } from '../../src/db/seed/builtins.ts';
import { jobCrontab } from '../../src/job-tasks.ts';
import { backupName, backupTimeOf, tableFile } from '../../src/platform/backup/backup-layout.ts';
import { BACKUP_TASK, backupTask } from '../../src/platform/backup/backup-task.ts';
import { createBackup, type BackupResult } from '../../src/platform/backup/create-backup.ts';
import { readManifest } from '../../src/platform/backup/manifest.ts';
import { restoreBackup } from '../../src/platform/backup/restore-backup.ts';
import { enqueue } from '../../src/platform/jobs/job-queue.ts';
import { startWorker } from '../../src/platform/jobs/worker.ts';
import { LocalDiskStorage, storageOf, type FileStorage } from '../../src/platform/files/index.ts';
import { startS3Server } from '../../scripts/s3-server.ts';
import { databaseUrlFor } from '../helpers/database-url.ts';
import { createTestDatabase } from '../helpers/test-app.ts';

const serverDir = fileURLToPath(new URL('../..', import.meta.url));
const run = promisify(execFile);

let root: string;
let source: { url: string; drop: () => Promise<void> };
let sourceDb: { db: Database; pool: pg.Pool };
let sourceFiles: LocalDiskStorage;
let backup: BackupResult;
const cleanups: (() => Promise<void>)[] = [];

/** A new database with no table at all, as `createdb` makes one, dropped after the file. */
async function emptyDatabase(): Promise<{ url: string; db: Database }> {
  const adminUrl = inject('adminDatabaseUrl');
  const name = `restore_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name} template template0`);
  const url = databaseUrlFor(adminUrl, name);
  const { db, pool } = createDatabase(url, { max: 2 });
  cleanups.push(async () => {
    await pool.end();
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.end();
  });
  return { url, db };
}

/** Every public table's row count and the md5 of its rows in order, read independently of the backup. */
async function tableDigests(db: Database): Promise<Record<string, { rows: number; md5: string }>> {
  const tables = await db.$client.query<{ name: string }>(
    `select tablename as name from pg_tables where schemaname = 'public' order by 1`,
  );
  const digests: Record<string, { rows: number; md5: string }> = {};
  for (const { name } of tables.rows) {
    const result = await db.$client.query<{ rows: number; md5: string }>(
      `select count(*)::int as rows, md5(coalesce(string_agg(t::text, e'\\n' order by t::text), '')) as md5
       from ${pg.escapeIdentifier(name)} t`,
    );
    digests[name] = result.rows[0]!;
  }
  return digests;
}

/** Every stored file's key and sha256. */
async function fileDigests(storage: FileStorage): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for await (const { key } of storage.list()) {
    const hash = createHash('sha256');
    for await (const chunk of await storage.get(key)) hash.update(chunk as Buffer);
    digests[key] = hash.digest('hex');
  }
  return digests;
}

const tableCount = async (db: Database) =>
  (
    await db.$client.query<{ count: number }>(
      `select count(*)::int as count from pg_tables where schemaname not in ('pg_catalog', 'information_schema')`,
    )
  ).rows[0]!.count;

beforeAll(async () => {
  root = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-restore-'));
  source = await createTestDatabase();
  sourceDb = createDatabase(source.url, { max: 4 });
  sourceFiles = new LocalDiskStorage(path.join(root, 'source', 'files'));
  await reconcileBuiltins(sourceDb.db);
  await seedDemoDataIfEmpty(sourceDb.db, sourceFiles);
  backup = await createBackup({
    pool: sourceDb.pool,
    storage: sourceFiles,
    backupDir: path.join(root, 'backups'),
    now: new Date('2026-11-29T07:00:00Z'),
  });
});

afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
  await sourceDb?.pool.end();
  await source?.drop();
  await fs.rm(root, { recursive: true, force: true });
});

describe('backup', () => {
  it('writes a complete folder named by its time, with every table, sequence and file in its manifest', async () => {
    expect(backup.dir).toBe(path.join(root, 'backups', '2026-11-29T070000Z'));
    expect(await fs.readdir(path.join(root, 'backups'))).toEqual(['2026-11-29T070000Z']);
    const { manifest } = backup;
    const digests = await tableDigests(sourceDb.db);
    expect(manifest.tables.map((t) => t.name).sort()).toEqual(Object.keys(digests).sort());
    for (const table of manifest.tables) expect(table.rows, table.name).toBe(digests[table.name]!.rows);
    expect(manifest.tables.find((t) => t.name === 'enterprise')!.rows).toBeGreaterThan(0);
    expect(manifest.sequences.map((s) => s.name)).toContain('credit_register_number_seq');
    const files = await fileDigests(sourceFiles);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(Object.fromEntries(manifest.files.map((f) => [f.key, f.sha256]))).toEqual(files);
    expect(manifest.missingFiles).toEqual([]);
    expect(manifest.excluded.join()).toContain('graphile_worker');
  });

  it('records a file removed between the listing and its copy as missing, and leaves no partial folder on failure', async () => {
    const [listed] = Object.keys(await fileDigests(sourceFiles));
    const goneKey = '2026/11/00000000-0000-4000-8000-000000000000.pdf';
    /** The store as a backup meets it when a file is removed after the listing. */
    class RemovedAfterListing extends LocalDiskStorage {
      override async *list() {
        yield { key: listed!, size: 0 };
        yield { key: goneKey, size: 1 };
      }
    }
    const removing = new RemovedAfterListing(sourceFiles.rootDir);
    const backupDir = path.join(root, 'missing');
    const { manifest } = await createBackup({ pool: sourceDb.pool, storage: removing, backupDir });
    expect(manifest.files.map((f) => f.key)).toEqual([listed]);
    expect(manifest.missingFiles).toEqual([goneKey]);

    class Unreadable extends RemovedAfterListing {
      override get(): Promise<never> {
        return Promise.reject(new Error('connection reset'));
      }
    }
    const failing = new Unreadable(sourceFiles.rootDir);
    const failedDir = path.join(root, 'failed');
    await expect(createBackup({ pool: sourceDb.pool, storage: failing, backupDir: failedDir })).rejects.toThrow(
      'connection reset',
    );
    expect(await fs.readdir(failedDir)).toEqual([]);
  });
});

describe('restore', () => {
  it('restores every table and every file into an empty database and an empty file store, as they were', async () => {
    const target = await emptyDatabase();
    const targetFiles = new LocalDiskStorage(path.join(root, 'target', 'files'));
    const progress: string[] = [];
    await restoreBackup({
      db: target.db,
      storage: targetFiles,
      backup: backup.dir,
      onProgress: (l) => progress.push(l),
    });

    expect(await tableDigests(target.db)).toEqual(await tableDigests(sourceDb.db));
    expect(await fileDigests(targetFiles)).toEqual(await fileDigests(sourceFiles));
    const last = backup.manifest.tables.at(-1)!;
    const count = backup.manifest.tables.length;
    expect(progress).toContain(`表 ${count}/${count} ${last.name}：${last.rows} 行`);
    // Sequences continue after the restored rows, and the job queue is there, empty.
    const next = await target.db.$client.query<{ next: string; max: string }>(
      `select nextval('enterprise_id_seq')::text as next, (select max(id) from enterprise)::text as max`,
    );
    expect(Number(next.rows[0]!.next)).toBe(Number(next.rows[0]!.max) + 1);
    const register = backup.manifest.sequences.find((s) => s.name === 'credit_register_number_seq')!;
    const restored = await target.db.$client.query<{ value: string }>(
      `select last_value::text as value from credit_register_number_seq`,
    );
    expect(restored.rows[0]!.value).toBe(register.value);
    const jobs = await target.db.$client.query<{ count: number }>(
      `select count(*)::int as count from graphile_worker.jobs`,
    );
    expect(jobs.rows[0]!.count).toBe(0);
  });

  it('backs up the files of a bucket (FILE_STORAGE=s3) and restores them into an empty one, as they were', async () => {
    const bucketOf = async (name: string) => {
      const server = await startS3Server({ directory: path.join(root, name) });
      cleanups.push(() => server.stop());
      return storageOf(loadConfig({ DATA_DIR: path.join(root, `${name}-data`), ...server.settings }), 's3');
    };
    const sourceBucket = await bucketOf('source-bucket');
    for await (const { key } of sourceFiles.list()) await sourceBucket.put(key, await sourceFiles.get(key));
    const fromBucket = await createBackup({
      pool: sourceDb.pool,
      storage: sourceBucket,
      backupDir: path.join(root, 'bucket-backups'),
      now: new Date('2026-11-29T08:00:00Z'),
    });
    expect(fromBucket.manifest.missingFiles).toEqual([]);

    const target = await emptyDatabase();
    const targetBucket = await bucketOf('target-bucket');
    expect(await fileDigests(targetBucket)).toEqual({});
    await restoreBackup({ db: target.db, storage: targetBucket, backup: fromBucket.dir });
    expect(await tableDigests(target.db)).toEqual(await tableDigests(sourceDb.db));
    const files = await fileDigests(sourceFiles);
    expect(Object.keys(files).length).toBeGreaterThan(0);
    expect(await fileDigests(targetBucket)).toEqual(files);
  });

  it('refuses a database that is not empty and writes nothing', async () => {
    const targetFiles = new LocalDiskStorage(path.join(root, 'refused-files'));
    const before = await tableDigests(sourceDb.db);
    await expect(restoreBackup({ db: sourceDb.db, storage: targetFiles, backup: backup.dir })).rejects.toThrow(
      /目标数据库不是空库（已有 \d+ 张表），恢复已取消/,
    );
    expect(await tableDigests(sourceDb.db)).toEqual(before);
    expect(await fileDigests(targetFiles)).toEqual({});
  });

  it('refuses a tampered, an unfinished or another release’s backup before writing anything', async () => {
    const target = await emptyDatabase();
    const targetFiles = new LocalDiskStorage(path.join(root, 'tampered-files'));
    const copy = async (name: string) => {
      const dir = path.join(root, name);
      await fs.cp(backup.dir, dir, { recursive: true });
      return dir;
    };

    const tampered = await copy('tampered');
    await fs.writeFile(tableFile(tampered, 'enterprise'), gzipSync('1\t伪造的企业\n'));
    await expect(restoreBackup({ db: target.db, storage: targetFiles, backup: tampered })).rejects.toThrow(
      '备份已损坏：表 enterprise 的数据文件校验和与清单不符，恢复已取消',
    );

    const tamperedFile = await copy('tampered-file');
    const [file] = backup.manifest.files;
    await fs.appendFile(path.join(tamperedFile, 'files', file!.key), 'x');
    await expect(restoreBackup({ db: target.db, storage: targetFiles, backup: tamperedFile })).rejects.toThrow(
      `备份已损坏：文件 ${file!.key} 的校验和与清单不符，恢复已取消`,
    );

    const unfinished = await copy('2026-11-29T080000Z.partial');
    await fs.rm(path.join(unfinished, 'manifest.json'));
    await expect(restoreBackup({ db: target.db, storage: targetFiles, backup: unfinished })).rejects.toThrow(
      '不是完整的备份：没有 manifest.json',
    );

    const older = await copy('older-release');
    const manifest = JSON.parse(await fs.readFile(path.join(older, 'manifest.json'), 'utf8')) as {
      migration: { tag: string; when: number };
    };
    manifest.migration = { tag: '0001_earlier', when: 1 };
    await fs.writeFile(path.join(older, 'manifest.json'), JSON.stringify(manifest));
    await expect(restoreBackup({ db: target.db, storage: targetFiles, backup: older })).rejects.toThrow(
      '备份的数据库版本（迁移 0001_earlier）与本程序',
    );

    expect(await tableCount(target.db)).toBe(0);
    expect(await fileDigests(targetFiles)).toEqual({});
  });
});

describe('npm run backup and npm run restore', () => {
  /** Runs a command as a child process; its exit code with what it printed. */
  const command = (script: string, env: Record<string, string>, args: string[] = []) =>
    run(process.execPath, ['--import', 'tsx', `scripts/${script}.ts`, ...args], {
      cwd: serverDir,
      env: { ...process.env, NODE_ENV: 'production', FILE_STORAGE: 'disk', LOG_LEVEL: 'silent', ...env },
    }).then(
      ({ stdout, stderr }) => ({ code: 0, stdout, stderr }),
      (error: { code: number; stdout: string; stderr: string }) => ({
        code: error.code,
        stdout: error.stdout,
        stderr: error.stderr,
      }),
    );

  it('back up the configured database and files, restore them into an empty one and refuse it once filled', async () => {
    const backupDir = path.join(root, 'command-backups');
    const backedUp = await command('backup', {
      DATABASE_URL: source.url,
      DATA_DIR: path.join(root, 'source'),
      BACKUP_DIR: backupDir,
    });
    expect(backedUp, backedUp.stderr).toMatchObject({ code: 0 });
    const tables = backup.manifest.tables.length;
    expect(backedUp.stdout).toContain(`表 ${tables}/${tables} `);
    expect(backedUp.stdout).toMatch(/备份完成：.*\n\d+ 张表 \d+ 行，\d+ 个文件/);
    const [name] = await fs.readdir(backupDir);

    const target = await emptyDatabase();
    const targetEnv = { DATABASE_URL: target.url, DATA_DIR: path.join(root, 'command-target'), BACKUP_DIR: backupDir };
    const restored = await command('restore', targetEnv, [name!]);
    expect(restored, restored.stderr).toMatchObject({ code: 0 });
    expect(restored.stdout).toContain(`恢复完成：${path.join(backupDir, name!)}`);
    expect(await tableDigests(target.db)).toEqual(await tableDigests(sourceDb.db));
    expect(await fileDigests(new LocalDiskStorage(path.join(root, 'command-target', 'files')))).toEqual(
      await fileDigests(sourceFiles),
    );

    const refused = await command('restore', targetEnv, [name!]);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('目标数据库不是空库');
  }, 180_000);
});

describe('the scheduled backup', () => {
  it('is on the crontab unless turned off, and makes a backup on the queue, then removes those past the keep time', async () => {
    const env = {
      DATA_DIR: path.join(root, 'source'),
      BACKUP_DIR: path.join(root, 'scheduled'),
      BACKUP_KEEP_DAYS: '7',
    };
    const config = loadConfig(env);
    expect(jobCrontab(config).split('\n')).toContain('0 18 * * * backup');
    expect(jobCrontab(loadConfig({ ...env, BACKUP_CRON: '30 19 * * 0' })).split('\n')).toContain('30 19 * * 0 backup');
    expect(jobCrontab(loadConfig({ ...env, BACKUP_SCHEDULE: 'false' }))).not.toContain('backup');
    expect(() => loadConfig({ ...env, BACKUP_CRON: 'every night' })).toThrow('BACKUP_CRON');

    const old = backupName(new Date(Date.now() - 8 * 86_400_000));
    await fs.mkdir(path.join(config.backupDir, old), { recursive: true });
    const worker = await startWorker({
      pgPool: sourceDb.pool,
      tasks: { [BACKUP_TASK]: backupTask(sourceDb.db, config) },
    });
    try {
      await enqueue(sourceDb.db, BACKUP_TASK, {});
      await vi.waitFor(
        async () => {
          const names = await fs.readdir(config.backupDir);
          expect(names).toHaveLength(1);
          expect(backupTimeOf(names[0]!)).toMatchObject({ partial: false });
          expect(names[0]).not.toBe(old);
        },
        { timeout: 60_000, interval: 500 },
      );
    } finally {
      await worker.stop();
    }
    const [name] = await fs.readdir(config.backupDir);
    const manifest = await readManifest(path.join(config.backupDir, name!));
    // The same tables and files; the worker's own rows (its heartbeat) have changed meanwhile.
    const rowsOf = (m: typeof manifest, table: string) => m.tables.find((t) => t.name === table)?.rows;
    expect(manifest.tables.map((t) => t.name)).toEqual(backup.manifest.tables.map((t) => t.name));
    expect(rowsOf(manifest, 'enterprise')).toBe(rowsOf(backup.manifest, 'enterprise'));
    expect(manifest.files).toEqual(backup.manifest.files);
  }, 120_000);
});
