import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { newStorageKey, storageOf } from '../../src/platform/files/index.ts';
import { moveFiles } from '../../scripts/move-files.ts';
import { startS3Server, type LocalS3Server } from '../../scripts/s3-server.ts';

let dir: string;
let s3: LocalS3Server;

beforeAll(async () => {
  dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-storage-move-'));
  s3 = await startS3Server({ directory: path.join(dir, 's3') });
});
afterAll(async () => {
  await s3.stop();
  await fs.rm(dir, { recursive: true, force: true });
});

describe('npm run files:move', () => {
  it('copies the disk to the bucket with progress, resumes, then copies nothing; and back to another disk', async () => {
    const config = loadConfig({ DATA_DIR: path.join(dir, 'first'), ...s3.settings });
    const disk = storageOf(config, 'disk');
    const bucket = storageOf(config, 's3');
    const files = new Map(
      [
        newStorageKey('pdf', new Date('2024-03-01')),
        newStorageKey('png', new Date('2024-04-01')),
        newStorageKey('jpg'),
      ].map((key, i) => [key, randomBytes(1000 * (i + 1))]),
    );
    for (const [key, bytes] of files) await disk.put(key, bytes);
    const [first, second, third] = [...files.keys()].sort();
    // A run cut short: one file already there, another half there (a different size).
    await bucket.put(first!, files.get(first!)!);
    await bucket.put(second!, files.get(second!)!.subarray(0, 10));

    const lines: string[] = [];
    expect(await moveFiles(config, 's3', (line) => lines.push(line))).toEqual({
      total: 3,
      copied: 2,
      present: 1,
      failed: 0,
    });
    expect(lines).toEqual(['已复制 3/3', '完成：新复制 2 个，目标已有 1 个，失败 0 个']);
    for (const key of [first!, second!, third!])
      expect((await buffer(await bucket.get(key))).equals(files.get(key)!)).toBe(true);

    expect(await moveFiles(config, 's3', () => undefined)).toEqual({ total: 3, copied: 0, present: 3, failed: 0 });

    const other = loadConfig({ DATA_DIR: path.join(dir, 'second'), ...s3.settings });
    expect(await moveFiles(other, 'disk', () => undefined)).toMatchObject({ copied: 3, failed: 0 });
    for (const [key, bytes] of files) expect(await fs.readFile(path.join(dir, 'second', 'files', key))).toEqual(bytes);
    expect(await moveFiles(other, 'disk', () => undefined)).toMatchObject({ copied: 0, present: 3 });
  });
});
