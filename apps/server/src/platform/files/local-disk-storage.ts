import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';
import { checkStorageKey, type FileStorage, type StoredFile } from './file-storage.ts';

/** Files under one root directory (by default `${DATA_DIR}/files`). */
export class LocalDiskStorage implements FileStorage {
  readonly rootDir: string;

  constructor(rootDir: string) {
    this.rootDir = path.resolve(rootDir);
  }

  async put(key: string, content: Readable | Buffer): Promise<{ size: number }> {
    const target = this.pathOf(key);
    await fs.mkdir(path.dirname(target), { recursive: true });
    // Written beside the target and renamed, so a reader never sees half a file.
    const partial = `${target}.${randomUUID()}.part`;
    const writer = createWriteStream(partial, { flags: 'wx' });
    try {
      await pipeline(Buffer.isBuffer(content) ? Readable.from([content]) : content, writer);
      await fs.rename(partial, target);
    } catch (error) {
      // A source that fails at once can fail before the file is even opened: the stream opens it
      // and then closes it, so it is removed only once closed, or it would outlive its removal.
      if (!writer.closed) await new Promise<void>((closed) => writer.once('close', () => closed()));
      await fs.rm(partial, { force: true });
      throw error;
    }
    return { size: (await fs.stat(target)).size };
  }

  async get(key: string): Promise<Readable> {
    const handle = await fs.open(this.pathOf(key), 'r').catch((error: NodeJS.ErrnoException) => {
      throw error.code === 'ENOENT' ? new AppError(MSG.notFound, { statusCode: 404 }) : error;
    });
    return handle.createReadStream();
  }

  async remove(key: string): Promise<void> {
    await fs.rm(this.pathOf(key), { force: true });
  }

  async exists(key: string): Promise<boolean> {
    return fs.stat(this.pathOf(key)).then(
      (stat) => stat.isFile(),
      () => false,
    );
  }

  async *list(prefix = ''): AsyncIterable<StoredFile> {
    yield* this.walk(this.rootDir, '', prefix);
  }

  /** Files under `dir` (whose keys start with `dirKey`), in name order; folders that cannot hold the prefix are not entered. */
  private async *walk(dir: string, dirKey: string, prefix: string): AsyncGenerator<StoredFile> {
    const entries = await fs.readdir(dir, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
      if (error.code === 'ENOENT') return [];
      throw error;
    });
    for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : 1))) {
      const key = dirKey + entry.name;
      if (entry.isDirectory()) {
        const folder = `${key}/`;
        if (folder.startsWith(prefix) || prefix.startsWith(folder))
          yield* this.walk(path.join(dir, entry.name), folder, prefix);
      } else if (entry.isFile() && !entry.name.endsWith('.part') && key.startsWith(prefix)) {
        // A file removed since the folder was read is simply no longer there.
        const stat = await fs.stat(path.join(dir, entry.name)).catch(() => undefined);
        if (stat) yield { key, size: stat.size };
      }
    }
  }

  /** Refuses any key that could leave the root (see checkStorageKey). */
  private pathOf(key: string): string {
    checkStorageKey(key);
    const resolved = path.resolve(this.rootDir, ...key.split('/'));
    if (!resolved.startsWith(this.rootDir + path.sep)) throw new AppError(MSG.invalidInput);
    return resolved;
  }
}
