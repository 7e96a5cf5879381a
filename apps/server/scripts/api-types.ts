import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString } from 'openapi-typescript';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { createDatabase } from '../src/db/client.ts';

/** Where the web app reads the generated types of the API description from. */
export const API_TYPES_FILE = fileURLToPath(new URL('../../web/src/api/openapi.generated.ts', import.meta.url));

/** TypeScript types of an OpenAPI description, as openapi-typescript writes them. */
export async function apiTypesOf(document: object): Promise<string> {
  const ast = await openapiTS(document as Parameters<typeof openapiTS>[0]);
  return `// Generated from /docs/json by \`npm run api:types\`; do not edit.\n${astToString(ast)}`;
}

/**
 * `npm run api:types`: builds the app (no database is reached while routes register) and writes the
 * types. Sign-in providers are named, so the built-in ones, whose keys are in the database, are not made.
 */
async function main(): Promise<void> {
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'credit-api-types-'));
  const url = 'postgres://unused@127.0.0.1:1/unused';
  const { pool, db } = createDatabase(url, { max: 1 });
  const provider = (kind: string) => ({
    [`OIDC_${kind}_ISSUER`]: `https://unused.invalid/${kind}`,
    [`OIDC_${kind}_CLIENT_ID`]: 'unused',
    [`OIDC_${kind}_CLIENT_SECRET`]: 'unused',
  });
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    DATABASE_URL: url,
    ...provider('ENTERPRISE'),
    ...provider('MANAGE'),
  });
  const app = await buildApp({ config, db, jwtSecret: 'api-types' });
  await app.ready();
  await fs.writeFile(API_TYPES_FILE, await apiTypesOf(app.swagger()));
  await app.close();
  await pool.end();
  await fs.rm(dataDir, { recursive: true, force: true });
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) await main();
