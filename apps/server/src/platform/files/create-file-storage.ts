import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';
import { S3FileStorage } from './s3-file-storage.ts';

export type FileStorageConfig = Pick<Config, 'fileStorage' | 'filesDir' | 's3'>;

/** The storage FILE_STORAGE names: the local disk under DATA_DIR/files, or the S3 bucket. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  return storageOf(config, config.fileStorage);
}

/** One of the two storages whatever FILE_STORAGE says (moving files between them needs both). */
export function storageOf(config: FileStorageConfig, kind: Config['fileStorage']): FileStorage {
  if (kind === 'disk') return new LocalDiskStorage(config.filesDir);
  if (!config.s3) throw new Error('Invalid configuration:\nS3_BUCKET is required with FILE_STORAGE=s3');
  return new S3FileStorage(config.s3);
}
