import { stripControlCharacters } from '@credit/rules';
import type { FastifyRequest } from 'fastify';
import type { Database } from '../../db/client.ts';
import { loginLogs } from '../../db/schema/index.ts';

export type SignInProvider = 'enterprise' | 'manage' | 'password' | 'refresh';

/** Writes one login-log row; every sign-in attempt, successful or not, gets one. */
export async function recordLogin(
  db: Database,
  request: FastifyRequest,
  entry: {
    provider: SignInProvider;
    username: string;
    userId?: number | null;
    roleName?: string;
    success: boolean;
    reason?: string;
  },
): Promise<void> {
  await db.insert(loginLogs).values({
    provider: entry.provider,
    username: entry.username.slice(0, 60),
    userId: entry.userId ?? null,
    roleName: entry.roleName ?? '',
    success: entry.success,
    reason: (entry.reason ?? '').slice(0, 200),
    // Header-borne text cannot be refused without refusing the sign-in: it is stored cleaned.
    ip: stripControlCharacters(request.ip).slice(0, 64),
    userAgent: stripControlCharacters(request.headers['user-agent'] ?? '').slice(0, 300),
  });
}
