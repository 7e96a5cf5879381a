import type { Config } from '../../config.ts';
import type { FileStorage } from './file-storage.ts';
import { LocalDiskStorage } from './local-disk-storage.ts';

export type FileStorageConfig = Pick<Config, 'fileStorage' | 'filesDir' | 's3'>;

/** The storage FILE_STORAGE names: the local disk under DATA_DIR/files, or the S3 bucket. */
export function createFileStorage(config: FileStorageConfig): FileStorage {
  if (config.fileStorage === 'disk') return new LocalDiskStorage(config.filesDir);
  throw new Error('Invalid configuration:\nFILE_STORAGE=s3 is not available yet');
}
