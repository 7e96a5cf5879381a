import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { MSG } from '@credit/rules';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalDiskStorage, newStorageKey } from '../../src/platform/files/index.ts';

describe('LocalDiskStorage', () => {
  let root: string;
  let storage: LocalDiskStorage;

  beforeEach(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'files-storage-'));
    storage = new LocalDiskStorage(path.join(root, 'files'));
  });

  afterEach(() => fs.rm(root, { recursive: true, force: true }));

  it('stores, finds, reads and removes content under a key', async () => {
    const key = newStorageKey('pdf');
    expect(await storage.put(key, Buffer.from('%PDF-1.7 承诺书'))).toEqual({
      size: Buffer.byteLength('%PDF-1.7 承诺书'),
    });
    expect(await storage.exists(key)).toBe(true);
    expect(await text(await storage.get(key))).toBe('%PDF-1.7 承诺书');
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('stores a stream and keeps the file under the root, in its month folder', async () => {
    const key = newStorageKey('png', new Date('2024-03-15T08:00:00Z'));
    expect(key).toMatch(/^2024\/03\/[0-9a-f-]{36}\.png$/);
    await storage.put(key, Readable.from([Buffer.from('a'), Buffer.from('b')]));
    expect(await fs.readFile(path.join(root, 'files', key), 'utf8')).toBe('ab');
  });

  it('leaves nothing behind when the content fails part-way', async () => {
    const key = newStorageKey('pdf');
    async function* brokenUpload() {
      yield Buffer.from('%PDF-1.7');
      throw new Error('connection reset');
    }
    await expect(storage.put(key, Readable.from(brokenUpload()))).rejects.toThrow('connection reset');
    expect(await storage.exists(key)).toBe(false);
    expect(await fs.readdir(path.join(root, 'files', path.dirname(key)))).toEqual([]);
  });

  it('answers a missing key with not found', async () => {
    await expect(storage.get(newStorageKey('pdf'))).rejects.toMatchObject({ message: MSG.notFound, statusCode: 404 });
  });

  it.each([
    ['a parent step', '../outside.pdf'],
    ['a parent step inside', '2024/../../outside.pdf'],
    ['an absolute path', '/etc/passwd'],
    ['a backslash', '2024\\..\\outside.pdf'],
    ['a NUL byte', '2024/03/a.pdf\u0000.png'],
    ['an empty part', '2024//a.pdf'],
    ['a hidden name', '2024/.htaccess'],
    ['nothing', ''],
  ])('refuses a key with %s', async (_, key) => {
    const refusal = { message: MSG.invalidInput, statusCode: 400 };
    await expect(storage.put(key, Buffer.from('x'))).rejects.toMatchObject(refusal);
    await expect(storage.get(key)).rejects.toMatchObject(refusal);
    await expect(storage.exists(key)).rejects.toMatchObject(refusal);
    await expect(storage.remove(key)).rejects.toMatchObject(refusal);
    expect(await fs.readdir(root)).toEqual([]);
  });
});
