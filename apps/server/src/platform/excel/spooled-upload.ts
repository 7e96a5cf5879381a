import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface SpooledUpload {
  path: string;
  size: number;
  remove: () => Promise<void>;
}

/**
 * Keeps an upload in a private temporary file: an xlsx can only be checked for completeness,
 * and its parts read in a useful order, once all of it is there.
 */
export async function spoolUpload(input: Readable): Promise<SpooledUpload> {
  const directory = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-import-'));
  const remove = () => fs.rm(directory, { recursive: true, force: true });
  const file = path.join(directory, 'upload.xlsx');
  try {
    await pipeline(input, createWriteStream(file));
    return { path: file, size: (await fs.stat(file)).size, remove };
  } catch (error) {
    await remove();
    throw error;
  }
}
