import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** A secret generated on first start and kept (mode 600) so restarts keep sessions and passwords valid. */
export async function readOrCreateSecretFile(file: string, bytes: number): Promise<string> {
  try {
    const existing = (await fs.readFile(file, 'utf8')).trim();
    if (existing) return existing;
  } catch {
    // first start: created below
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const secret = randomBytes(bytes).toString('base64url');
  await fs.writeFile(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}
