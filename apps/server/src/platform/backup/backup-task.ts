import type { Task } from 'graphile-worker';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFileStorage } from '../files/index.ts';
import { removeOldBackups } from './backup-retention.ts';
import { createBackup } from './create-backup.ts';

export const BACKUP_TASK = 'backup';

export type BackupConfig = Pick<
  Config,
  'backupDir' | 'backupKeepDays' | 'backupSchedule' | 'backupCron' | 'fileStorage' | 'filesDir' | 's3'
>;

/** The crontab line of the scheduled backup (BACKUP_CRON, UTC); none when BACKUP_SCHEDULE=false. */
export const backupCronLines = (config: BackupConfig): string[] =>
  config.backupSchedule ? [`${config.backupCron} ${BACKUP_TASK}`] : [];

/** The scheduled backup (docs/backups.md): a new backup, then the ones past the keep time removed. */
export const backupTask =
  (db: Database, config: BackupConfig): Task =>
  async (_payload, helpers) => {
    const { dir, manifest } = await createBackup({
      pool: db.$client,
      storage: createFileStorage(config),
      backupDir: config.backupDir,
    });
    helpers.logger.info(`Backup ${dir}: ${manifest.tables.length} tables, ${manifest.files.length} files`);
    const removed = await removeOldBackups(config.backupDir, config.backupKeepDays);
    if (removed.length > 0)
      helpers.logger.info(`Backups removed after ${config.backupKeepDays} days: ${removed.join(', ')}`);
  };
