import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { bearerToken } from '../auth/guard.ts';
import { addressMatcher } from './address-list.ts';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Who may read /metrics (docs/metrics.md): a caller sending the bearer token METRICS_TOKEN, or one
 * whose every address is in METRICS_ALLOW — the connection's and each one X-Forwarded-For names, so
 * a call relayed by a proxy on an allowed machine is judged by where it came from, and a forged
 * header cannot make a remote caller look local.
 */
export function metricsAccess({ token, allow }: { token?: string; allow: readonly string[] }) {
  const isAllowed = addressMatcher(allow);
  const expected = token === undefined ? undefined : digest(token);
  return (request: FastifyRequest): boolean => {
    if (expected && timingSafeEqual(digest(bearerToken(request.headers.authorization)), expected)) return true;
    // Judged whether or not the app trusts a proxy (TRUST_PROXY): a relayed call is never let in by
    // its proxy's address. A `Forwarded` header names its hops in a form not read here: refused.
    if (request.headers.forwarded !== undefined) return false;
    const relayedFor = [request.headers['x-forwarded-for'] ?? []].flat().flatMap((list) => list.split(','));
    return [request.socket.remoteAddress, ...relayedFor.map((hop) => hop.trim())].every(isAllowed);
  };
}
