// Restores a backup into an empty database and the file store (npm run restore <backup>; docs/backups.md).
import { existsSync } from 'node:fs';
import path from 'node:path';
import { BackupRefused } from '../src/platform/backup/backup-refused.ts';
import { restoreBackup } from '../src/platform/backup/restore-backup.ts';
import { runCommand } from '../src/platform/backup/run-command.ts';

await runCommand(async ({ config, db, storage, print }) => {
  const [named] = process.argv.slice(2);
  if (!named) throw new BackupRefused('用法：npm run restore <备份文件夹或其名称，如 2026-11-29T070000Z>');
  // A folder as given, else a backup of BACKUP_DIR by its name.
  const backup = existsSync(named) ? path.resolve(named) : path.join(config.backupDir, named);
  const manifest = await restoreBackup({ db, storage, backup, onProgress: print });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  return `恢复完成：${backup}（${manifest.createdAt}）\n${manifest.tables.length} 张表 ${rows} 行，${manifest.files.length} 个文件`;
});
