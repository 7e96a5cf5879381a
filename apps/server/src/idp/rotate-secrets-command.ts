import { loadConfig } from '../config.ts';
import { createDatabase } from '../db/client.ts';
import type { ProviderKind } from './demo-accounts.ts';
import { rotateProviderSecrets } from './provider-secrets.ts';

const KINDS: ProviderKind[] = ['enterprise', 'manage'];

/**
 * `npm run idp:rotate [enterprise|manage]`: a new generation of the built-in providers' keys and
 * client secret in the deployment's database (DATABASE_URL), used by each instance from its next start.
 */
async function main(): Promise<void> {
  const config = loadConfig();
  const asked = process.argv.slice(2);
  const kinds = asked.length > 0 ? KINDS.filter((kind) => asked.includes(kind)) : KINDS;
  if (!config.databaseUrl || asked.some((name) => !kinds.includes(name as ProviderKind))) {
    console.error('用法：DATABASE_URL=… npm run idp:rotate [enterprise|manage]');
    process.exitCode = 1;
    return;
  }
  const { db, pool } = createDatabase(config.databaseUrl, { max: 1 });
  try {
    for (const kind of kinds)
      console.log(`${kind}：已生成第 ${await rotateProviderSecrets(db, kind)} 代密钥，各实例重启后启用`);
  } finally {
    await pool.end();
  }
}

await main();
