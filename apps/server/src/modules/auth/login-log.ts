import { stripControlCharacters, cutChars } from '@credit/rules';
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
    username: cutChars(entry.username, 60),
    userId: entry.userId ?? null,
    roleName: entry.roleName ?? '',
    success: entry.success,
    reason: cutChars(entry.reason ?? '', 200),
    // Header-borne text cannot be refused without refusing the sign-in: it is stored cleaned.
    ip: stripControlCharacters(request.ip).slice(0, 64),
    userAgent: cutChars(stripControlCharacters(request.headers['user-agent'] ?? ''), 300),
  });
}
