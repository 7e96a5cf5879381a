import type { Config } from '../../config.ts';
import { createFileStorage, type FileStorage, type FileStorageConfig } from '../../platform/files/index.ts';

const byConfig = new WeakMap<FileStorageConfig, FileStorage>();

/** Where attachments are kept: FILE_STORAGE's disk folder or bucket (docs/object-storage.md), one per app shared by its routes. */
export function annexStorage(config: Pick<Config, 'fileStorage' | 'filesDir' | 's3'>): FileStorage {
  const storage = byConfig.get(config) ?? createFileStorage(config);
  byConfig.set(config, storage);
  return storage;
}
