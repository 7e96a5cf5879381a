import type { Config } from '../../config.ts';
import { LocalDiskStorage, type FileStorage } from '../../platform/files/index.ts';

/** Where attachments are kept: the local disk under DATA_DIR/files. */
export const annexStorage = (config: Pick<Config, 'filesDir'>): FileStorage => new LocalDiskStorage(config.filesDir);
