import * as client from 'openid-client';
import type { Config } from '../../../config.ts';
import { CALLBACK_PATH, LOCAL_CLIENT_ID, type LocalProvider } from '../../../idp/local-provider.ts';
import type { ProviderKind } from '../../../idp/demo-accounts.ts';

/** One sign-in provider as the platform uses it: where it returns, and its discovered metadata. */
export interface OidcClient {
  kind: ProviderKind;
  redirectUri: string;
  configuration: () => Promise<client.Configuration>;
  /** Whether the provider answers its discovery document now (the public self-check, /test). */
  answers: () => Promise<boolean>;
}

/** How long the self-check waits for a provider. */
const PROBE_TIMEOUT_MS = 3_000;

/** Sends a request to the app itself (the local providers) without going through the network. */
export type LocalFetch = (
  url: string,
  init: { method: string; headers: Record<string, string>; body?: unknown },
) => Promise<Response>;

/**
 * The two providers' clients: the configured ones, else the local ones reached in-process.
 * Discovery runs at first use and is kept; a failed discovery is retried on the next sign-in.
 */
export function createOidcClients(
  config: Config,
  locals: readonly LocalProvider[],
  localFetch: LocalFetch,
): Record<ProviderKind, OidcClient> {
  const make = (kind: ProviderKind): OidcClient => {
    const configured = config.oidc[kind];
    const local = locals.find((provider) => provider.kind === kind);
    const settings =
      configured ??
      (local && { issuer: local.issuer, clientId: LOCAL_CLIENT_ID[kind], clientSecret: local.clientSecret });
    if (!settings) throw new Error(`no sign-in provider for ${kind}`);
    let discovered: Promise<client.Configuration> | undefined;
    const discover = () =>
      client.discovery(new URL(settings.issuer), settings.clientId, settings.clientSecret, undefined, {
        ...(settings.issuer.startsWith('http:') ? { execute: [client.allowInsecureRequests] } : {}),
        ...(local && !configured
          ? { [client.customFetch]: (url: string, init: client.CustomFetchOptions) => localFetch(url, init) }
          : {}),
      });
    const discoveryUrl = `${settings.issuer.replace(/\/+$/, '')}/.well-known/openid-configuration`;
    const answers = async () => {
      const init = { method: 'GET', headers: { accept: 'application/json' } };
      const timeout = new Promise<never>((_, reject) =>
        setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref(),
      );
      try {
        const reply = await Promise.race([
          local && !configured ? localFetch(discoveryUrl, init) : fetch(discoveryUrl, init),
          timeout,
        ]);
        return reply.ok;
      } catch {
        return false;
      }
    };
    return {
      kind,
      answers,
      redirectUri: `${config.publicUrl}${CALLBACK_PATH[kind]}`,
      configuration: () => {
        discovered ??= discover().catch((error: unknown) => {
          discovered = undefined;
          throw error;
        });
        return discovered;
      },
    };
  };
  return { enterprise: make('enterprise'), manage: make('manage') };
}
