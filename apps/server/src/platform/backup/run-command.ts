import { loadConfig, type Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { createFileStorage, type FileStorage } from '../files/index.ts';
import { BackupRefused } from './backup-refused.ts';
import { openCommandDatabase } from './command-database.ts';

export interface CommandContext {
  config: Config;
  db: Database;
  storage: FileStorage;
  print: (line: string) => void;
}

/**
 * Runs `npm run backup` or `restore`: the configured database and file store, progress and the
 * summary on standard output; a refusal's reason or a failure on standard error, with exit code 1.
 */
export async function runCommand(work: (context: CommandContext) => Promise<string>): Promise<void> {
  const started = Date.now();
  const print = (line: string) => console.log(line);
  try {
    const config = loadConfig();
    const { db, close } = await openCommandDatabase(config);
    try {
      const summary = await work({ config, db, storage: createFileStorage(config), print });
      print(`${summary}，用时 ${((Date.now() - started) / 1000).toFixed(1)} 秒`);
    } finally {
      await close();
    }
  } catch (error) {
    console.error(error instanceof BackupRefused ? error.message : error);
    process.exitCode = 1;
  }
}
