import fs from 'node:fs/promises';

/** The files (not folders) under `dir`, relative to it; none when it does not exist. */
export async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => entry.name);
}
