import fs from 'node:fs/promises';
import path from 'node:path';
import { SERVER_DIR } from '../../server-directory.ts';

/** The server's release (its package.json version), written into each backup. */
export async function appVersion(): Promise<string> {
  const text = await fs.readFile(path.join(SERVER_DIR, 'package.json'), 'utf8');
  return (JSON.parse(text) as { version: string }).version;
}
