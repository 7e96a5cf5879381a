import { jwtVerify, SignJWT } from 'jose';
import * as client from 'openid-client';
import type { OidcClient } from './oidc-clients.ts';

/** What the platform keeps between sending the user to the provider and the return: in a signed, short-lived cookie. */
export interface FlowState {
  kind: string;
  state: string;
  nonce: string;
  verifier: string;
}

export const FLOW_COOKIE = 'sign_in_flow';
const FLOW_TTL_SECONDS = 600;

export function createFlowSealer(secret: string) {
  const key = new TextEncoder().encode(`${secret}:sign-in-flow`);
  return {
    ttlSeconds: FLOW_TTL_SECONDS,
    seal: (flow: FlowState) =>
      new SignJWT({ ...flow }).setProtectedHeader({ alg: 'HS256' }).setExpirationTime(`${FLOW_TTL_SECONDS}s`).sign(key),
    async open(sealed: string | undefined): Promise<FlowState | undefined> {
      if (!sealed) return undefined;
      try {
        const { payload } = await jwtVerify(sealed, key, { algorithms: ['HS256'] });
        const { kind, state, nonce, verifier } = payload;
        if ([kind, state, nonce, verifier].every((v) => typeof v === 'string'))
          return { kind, state, nonce, verifier } as FlowState;
      } catch {
        // Expired or tampered: the flow starts again.
      }
      return undefined;
    },
  };
}

/** The provider's authorization URL (code flow, PKCE S256, state, nonce) and the flow to keep. */
export async function startSignIn(oidc: OidcClient): Promise<{ url: string; flow: FlowState }> {
  const configuration = await oidc.configuration();
  const verifier = client.randomPKCECodeVerifier();
  const flow = { kind: oidc.kind, state: client.randomState(), nonce: client.randomNonce(), verifier };
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: oidc.redirectUri,
    scope: 'openid profile credit',
    code_challenge: await client.calculatePKCECodeChallenge(verifier),
    code_challenge_method: 'S256',
    state: flow.state,
    nonce: flow.nonce,
  });
  return { url: url.href, flow };
}

/** Trades the returned code for tokens, checking issuer, state, nonce and PKCE; gives the ID token and its claims. */
export async function finishSignIn(oidc: OidcClient, flow: FlowState, query: Record<string, string>) {
  const configuration = await oidc.configuration();
  const current = new URL(oidc.redirectUri);
  for (const [name, value] of Object.entries(query)) current.searchParams.set(name, value);
  const tokens = await client.authorizationCodeGrant(configuration, current, {
    pkceCodeVerifier: flow.verifier,
    expectedState: flow.state,
    expectedNonce: flow.nonce,
    idTokenExpected: true,
  });
  const claims = tokens.claims();
  if (!claims || !tokens.id_token) throw new Error('no ID token');
  return { idToken: tokens.id_token, claims };
}

/** Where to send a signed-out user: the provider's end-session endpoint, back to /login afterwards. */
export async function endSessionUrl(oidc: OidcClient, idToken: string | null, loginUrl: string): Promise<string> {
  const configuration = await oidc.configuration();
  if (!configuration.serverMetadata().end_session_endpoint) return loginUrl;
  return client.buildEndSessionUrl(configuration, {
    post_logout_redirect_uri: loginUrl,
    ...(idToken ? { id_token_hint: idToken } : {}),
  }).href;
}
