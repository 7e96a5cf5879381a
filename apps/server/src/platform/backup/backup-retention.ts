import fs from 'node:fs/promises';
import path from 'node:path';
import { backupTimeOf } from './backup-layout.ts';

const DAY_MS = 86_400_000;

/**
 * Removes the backups (and partial leftovers of interrupted ones) whose name's time is more than
 * `keepDays` days before `now`; anything else in the folder is left alone. Returns the names removed.
 */
export async function removeOldBackups(backupDir: string, keepDays: number, now = new Date()): Promise<string[]> {
  const cutoff = now.getTime() - keepDays * DAY_MS;
  const entries = await fs.readdir(backupDir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const old = entries.filter((entry) => {
    const named = entry.isDirectory() ? backupTimeOf(entry.name) : undefined;
    return named !== undefined && named.time.getTime() < cutoff;
  });
  for (const entry of old) await fs.rm(path.join(backupDir, entry.name), { recursive: true, force: true });
  return old.map((entry) => entry.name).sort();
}
