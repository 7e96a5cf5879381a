import { timingSafeEqual } from 'node:crypto';
import Provider from 'oidc-provider';
import type { Database } from '../db/client.ts';
import type { DemoAccount, ProviderKind } from './demo-accounts.ts';
import { createPostgresAdapter } from './postgres-adapter.ts';
import { loadProviderSecrets } from './provider-secrets.ts';

/** Where each provider returns after sign-in (spec §2 callback routes). */
export const CALLBACK_PATH: Record<ProviderKind, string> = { enterprise: '/enterPriseTable', manage: '/manageTable' };
export const LOCAL_CLIENT_ID: Record<ProviderKind, string> = {
  enterprise: 'credit-platform-enterprise',
  manage: 'credit-platform-manage',
};
export const PROVIDER_TITLE: Record<ProviderKind, string> = {
  enterprise: '企业用户统一身份认证',
  manage: '管理用户统一身份认证',
};

export interface LocalProvider {
  kind: ProviderKind;
  issuer: string;
  mountPath: string;
  clientSecret: string;
  provider: Provider;
  /** The account when the password is right. */
  checkPassword: (username: string, password: string) => DemoAccount | undefined;
}

/** oidc-provider's default: how far clocks may differ, and how long past expiry stored entries live. */
const CLOCK_TOLERANCE_SECONDS = 15;

const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/**
 * An in-process OpenID provider with the demo accounts, used when no real provider is configured.
 * What it keeps (sign-ins, sessions, grants, codes) and its keys and client secret are in the
 * database (docs/identity.md), so every instance of a deployment answers each step of a sign-in
 * alike, and a restart keeps them.
 */
export async function createLocalProvider({
  kind,
  publicUrl,
  accounts,
  password,
  db,
}: {
  kind: ProviderKind;
  publicUrl: string;
  accounts: DemoAccount[];
  password: string;
  db: Database;
}): Promise<LocalProvider> {
  const mountPath = `/idp/${kind}`;
  const issuer = `${publicUrl}${mountPath}`;
  const { signingKeys, cookieKeys, clientSecret } = await loadProviderSecrets(db, kind);
  const find = (username: string) => accounts.find((account) => account.username === username);

  const provider = new Provider(issuer, {
    adapter: createPostgresAdapter(db, kind, CLOCK_TOLERANCE_SECONDS),
    clockTolerance: CLOCK_TOLERANCE_SECONDS,
    clients: [
      {
        client_id: LOCAL_CLIENT_ID[kind],
        client_secret: clientSecret,
        redirect_uris: [`${publicUrl}${CALLBACK_PATH[kind]}`],
        post_logout_redirect_uris: [`${publicUrl}/login`],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
      },
    ],
    jwks: { keys: signingKeys },
    cookies: { keys: cookieKeys },
    scopes: ['openid', 'profile', 'credit'],
    claims: { openid: ['sub'], profile: ['name', 'preferred_username'], credit: ['social_credit_code', 'role'] },
    conformIdTokenClaims: false,
    pkce: { required: () => true },
    features: { devInteractions: { enabled: false }, rpInitiatedLogout: { enabled: true, logoutSource } },
    interactions: { url: (_ctx, interaction) => `${mountPath}/interaction/${interaction.uid}` },
    findAccount: (_ctx, sub) => {
      const account = find(sub);
      if (!account) return undefined;
      return {
        accountId: sub,
        claims: () => ({
          sub,
          name: account.name,
          preferred_username: account.username,
          ...(account.socialCreditCode ? { social_credit_code: account.socialCreditCode } : {}),
          ...(account.role ? { role: account.role } : {}),
        }),
      };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = `<!doctype html><meta charset="utf-8"><title>登录出错</title><p>登录出错：${String(out.error_description ?? out.error).replace(/[<>&"]/g, '')}</p><p><a href="${publicUrl}/login">返回登录页</a></p>`;
    },
  });
  provider.proxy = true;

  return {
    kind,
    issuer,
    mountPath,
    clientSecret,
    provider,
    checkPassword: (username, given) => {
      const account = find(username);
      return account && sameText(given, password) ? account : undefined;
    },
  };
}

/** The end-session confirmation, in Chinese. */
function logoutSource(ctx: { body: unknown; type: string }, form: string) {
  ctx.type = 'html';
  ctx.body = `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>退出登录</title></head>
<body style="font-family:sans-serif;display:flex;min-height:100vh;align-items:center;justify-content:center">
<div>${form}<p>确定要退出统一身份认证吗？</p><button form="op.logoutForm" type="submit" name="logout" value="yes">退出登录</button></div></body></html>`;
}
