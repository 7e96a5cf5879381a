import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backupName } from '../../src/platform/backup/backup-layout.ts';
import { removeOldBackups } from '../../src/platform/backup/backup-retention.ts';

describe('backup retention', () => {
  let dir: string;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'backup-retention-'));
  });

  afterEach(() => fs.rm(dir, { recursive: true, force: true }));

  it('removes only the backups and partial leftovers older than the keep time', async () => {
    const now = new Date('2026-11-29T18:00:00Z');
    const daysAgo = (days: number) => backupName(new Date(now.getTime() - days * 86_400_000));
    const names = {
      fresh: daysAgo(1),
      atTheLimit: daysAgo(30),
      old: daysAgo(30.01),
      veryOld: daysAgo(400),
      oldPartial: `${daysAgo(31)}.partial`,
      freshPartial: `${daysAgo(0)}.partial`,
      other: 'keep-me',
    };
    for (const name of Object.values(names)) await fs.mkdir(path.join(dir, name));
    await fs.writeFile(path.join(dir, names.veryOld, 'manifest.json'), '{}');
    await fs.writeFile(path.join(dir, daysAgo(500)), 'a file named like a backup is not one');

    const removed = await removeOldBackups(dir, 30, now);

    expect(removed).toEqual([names.veryOld, names.old, names.oldPartial].sort());
    expect((await fs.readdir(dir)).sort()).toEqual(
      [names.fresh, names.atTheLimit, names.freshPartial, names.other, daysAgo(500)].sort(),
    );
  });

  it('names a backup by its UTC second and finds nothing to remove in a folder not yet made', async () => {
    expect(backupName(new Date('2026-11-29T07:00:00.999Z'))).toBe('2026-11-29T070000Z');
    expect(await removeOldBackups(path.join(dir, 'none'), 30)).toEqual([]);
  });
});
