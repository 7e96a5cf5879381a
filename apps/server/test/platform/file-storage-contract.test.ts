import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { MSG } from '@credit/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.ts';
import { AppError } from '../../src/platform/errors.ts';
import { createFileStorage, newStorageKey, type FileStorage, type StoredFile } from '../../src/platform/files/index.ts';
import { startS3Server } from '../../scripts/s3-server.ts';
import { filesUnder } from './file-storage-fixtures.ts';

interface Opened {
  storage: FileStorage;
  /** Every file the storage's backing folder holds (the disk's root, the S3 server's objects and upload parts). */
  leftovers: () => Promise<string[]>;
  close: () => Promise<void>;
}

/** Each storage as FILE_STORAGE builds it, over a fresh folder of its own. */
const kinds: [string, (dir: string) => Promise<Opened>][] = [
  [
    'disk',
    async (dir) => ({
      storage: createFileStorage(loadConfig({ DATA_DIR: dir })),
      leftovers: () => filesUnder(path.join(dir, 'files')),
      close: async () => undefined,
    }),
  ],
  [
    's3',
    async (dir) => {
      const server = await startS3Server({ directory: path.join(dir, 's3') });
      return {
        storage: createFileStorage(loadConfig({ DATA_DIR: dir, ...server.settings })),
        leftovers: () => filesUnder(path.join(dir, 's3')),
        close: server.stop,
      };
    },
  ],
];

/** `size` random bytes and the same bytes as a stream of 64 KiB chunks, as an upload arrives. */
function content(size: number) {
  const bytes = randomBytes(size);
  const chunks = Array.from({ length: Math.ceil(size / 65_536) }, (_, i) =>
    bytes.subarray(i * 65_536, (i + 1) * 65_536),
  );
  return { bytes, stream: () => Readable.from(chunks) };
}

const listed = async (files: AsyncIterable<StoredFile>) => {
  const all: StoredFile[] = [];
  for await (const file of files) all.push(file);
  return all.sort((a, b) => (a.key < b.key ? -1 : 1));
};

describe.each(kinds)('%s storage', (_, open) => {
  let dir: string;
  let opened: Opened;
  let storage: FileStorage;

  beforeEach(async () => {
    dir = await fs.mkdtemp(path.join(os.tmpdir(), 'file-storage-'));
    opened = await open(dir);
    storage = opened.storage;
  });

  afterEach(async () => {
    await opened.close();
    await fs.rm(dir, { recursive: true, force: true });
  });

  it('streams a multi-MB file in and reads it back byte for byte', async () => {
    const file = content(12 * 1024 * 1024 + 17);
    const key = newStorageKey('pdf');
    expect(await storage.put(key, file.stream())).toEqual({ size: file.bytes.length });
    expect((await buffer(await storage.get(key))).equals(file.bytes)).toBe(true);
    expect(await listed(storage.list())).toEqual([{ key, size: file.bytes.length }]);
  });

  it('stores a buffer and tells whether a key holds something', async () => {
    const key = newStorageKey('png');
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.put(key, Buffer.from('营业执照'))).toEqual({ size: Buffer.byteLength('营业执照') });
    expect(await storage.exists(key)).toBe(true);
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
  });

  it('answers a missing key with the 404 not-found error and removes it without complaint', async () => {
    const key = newStorageKey('pdf');
    const missing = storage.get(key);
    await expect(missing).rejects.toBeInstanceOf(AppError);
    await expect(missing).rejects.toMatchObject({ message: MSG.notFound, statusCode: 404 });
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('lists the keys under a prefix with their sizes, and all keys without one', async () => {
    const march = [newStorageKey('pdf', new Date('2024-03-02')), newStorageKey('jpg', new Date('2024-03-30'))];
    const april = newStorageKey('pdf', new Date('2024-04-01'));
    const nextYear = newStorageKey('png', new Date('2025-03-01'));
    for (const [i, key] of [...march, april, nextYear].entries()) await storage.put(key, Buffer.alloc(i + 1, 1));
    const sizeOf = { [march[0]!]: 1, [march[1]!]: 2, [april]: 3, [nextYear]: 4 };
    const expected = (keys: string[]) =>
      keys.map((key) => ({ key, size: sizeOf[key] })).sort((a, b) => (a.key < b.key ? -1 : 1));
    expect(await listed(storage.list('2024/03/'))).toEqual(expected(march));
    expect(await listed(storage.list('2024/'))).toEqual(expected([...march, april]));
    expect(await listed(storage.list())).toEqual(expected([...march, april, nextYear]));
    expect(await listed(storage.list('2023/'))).toEqual([]);
  });

  it('keeps nothing of an upload cut off part-way, past its first 5 MiB part', async () => {
    const key = newStorageKey('pdf');
    async function* cutOff() {
      yield randomBytes(6 * 1024 * 1024);
      yield randomBytes(1024 * 1024);
      throw new Error('connection reset');
    }
    await expect(storage.put(key, Readable.from(cutOff()))).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.get(key)).rejects.toMatchObject({ statusCode: 404 });
    expect(await listed(storage.list())).toEqual([]);
    expect(await opened.leftovers()).toEqual([]);
  });
});
