import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The server package's directory (apps/server): the nearest one above this module holding a
 * package.json. Found the same way whether the module runs from src/ (dev, tests) or bundled
 * into dist/main.js (`npm start`), so files beside the sources (migrations, the web build)
 * are found from both.
 */
function packageDirectory(from: string): string {
  for (let directory = from; ; directory = path.dirname(directory)) {
    if (existsSync(path.join(directory, 'package.json'))) return directory;
    if (path.dirname(directory) === directory) throw new Error(`no package.json above ${from}`);
  }
}

export const SERVER_DIR = packageDirectory(path.dirname(fileURLToPath(import.meta.url)));
