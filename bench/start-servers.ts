import { randomBytes } from 'node:crypto';
import { createAccessTokens } from '../apps/server/src/platform/auth/access-token.ts';
import { PERMISSIONS } from '../apps/server/src/platform/auth/permissions.ts';
import { startChildServer, type ChildServer } from './child-server.ts';
import type { Teardown } from './teardown.ts';
import { temporaryDirectory } from './temporary-directory.ts';

export interface AppServer extends ChildServer {
  /** Authorization header value of a management user allowed to inquire enterprises. */
  authorization: string;
}

/** The real server (apps/server/src/main.ts) on the bench database, with a token it accepts. */
export async function startApp(databaseUrl: string, teardown: Teardown): Promise<AppServer> {
  const jwtSecret = randomBytes(36).toString('base64url');
  const dataDir = await temporaryDirectory('credit-bench-app-', teardown);
  const server = await startChildServer('app', 'apps/server/src/main.ts', {
    env: {
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      JWT_SECRET: jwtSecret,
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: 'false',
    },
    readyPath: '/healthz',
    teardown,
  });
  const token = await createAccessTokens(jwtSecret, 3600).sign({
    sub: 'bench',
    role: 'superAdmin',
    enterpriseId: null,
    permissions: [PERMISSIONS.enterpriseInquire],
  });
  return { ...server, authorization: `Bearer ${token}` };
}

export function startBaseline(teardown: Teardown): Promise<ChildServer> {
  return startChildServer('baseline', 'bench/baseline-server.ts', {
    env: { LOG_LEVEL: 'warn' },
    readyPath: '/',
    teardown,
  });
}
