import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Teardown } from './teardown.ts';

/** A new directory under the OS temp dir, removed with everything in it at teardown. */
export async function temporaryDirectory(prefix: string, teardown: Teardown): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), prefix));
  teardown.add(dir, () => fs.rm(dir, { recursive: true, force: true }));
  return dir;
}
