import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import { MSG } from '@credit/rules';
import { AppError } from '../errors.ts';

/**
 * Where attachments live. Keys are made by the server (`newStorageKey`), never from a client's
 * file name, so the local disk and an S3-compatible store can share this interface.
 */
export interface FileStorage {
  /** Stores the content under the key; a failed or aborted write leaves nothing behind. */
  put(key: string, content: Readable | Buffer): Promise<{ size: number }>;
  /** The content; rejects with a 404 AppError when the key holds nothing. */
  get(key: string): Promise<Readable>;
  /** Removes the content; removing a missing key is not an error. */
  remove(key: string): Promise<void>;
  exists(key: string): Promise<boolean>;
  /** Every stored key starting with the prefix (all keys without one), with its size in bytes. */
  list(prefix?: string): AsyncIterable<StoredFile>;
}

export interface StoredFile {
  key: string;
  size: number;
}

/** `yyyy/MM/<uuid>.<ext>`: spreads files over month folders and never collides. */
export function newStorageKey(extension: string, now = new Date()): string {
  const [year, month] = now.toISOString().slice(0, 7).split('-');
  return `${year}/${month}/${randomUUID()}.${extension}`;
}

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]*$/;

/** Refuses a key no server would make: `..`, absolute paths, backslashes, NUL, empty or hidden parts. */
export function checkStorageKey(key: string): void {
  if (!key.split('/').every((segment) => SEGMENT.test(segment))) throw new AppError(MSG.invalidInput);
}
