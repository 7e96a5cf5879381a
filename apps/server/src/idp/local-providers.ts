import type { Config } from '../config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_ACCOUNTS, type ProviderKind } from './demo-accounts.ts';
import { createLocalProvider, type LocalProvider } from './local-provider.ts';

/** A local provider for each kind without a configured one (none when both are configured). */
export async function createLocalProviders(config: Config, db: Database): Promise<LocalProvider[]> {
  const kinds = (['enterprise', 'manage'] as const satisfies ProviderKind[]).filter((kind) => !config.oidc[kind]);
  return Promise.all(
    kinds.map((kind) =>
      createLocalProvider({
        kind,
        publicUrl: config.publicUrl,
        accounts: DEMO_ACCOUNTS[kind],
        password: config.demoPassword,
        db,
      }),
    ),
  );
}
