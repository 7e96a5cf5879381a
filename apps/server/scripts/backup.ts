// Backs up the database and the stored files into a new folder of BACKUP_DIR (npm run backup; docs/backups.md).
import { createBackup } from '../src/platform/backup/create-backup.ts';
import { runCommand } from '../src/platform/backup/run-command.ts';

await runCommand(async ({ config, db, storage, print }) => {
  const { dir, manifest } = await createBackup({
    pool: db.$client,
    storage,
    backupDir: config.backupDir,
    onProgress: print,
  });
  const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
  const bytes = manifest.files.reduce((sum, file) => sum + file.size, 0);
  const missing =
    manifest.missingFiles.length > 0 ? `（${manifest.missingFiles.length} 个文件复制前已被删除，见清单）` : '';
  return `备份完成：${dir}\n${manifest.tables.length} 张表 ${rows} 行，${manifest.files.length} 个文件 ${(bytes / 1048576).toFixed(1)} MB${missing}`;
});
