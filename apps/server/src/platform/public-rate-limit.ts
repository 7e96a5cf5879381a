import { RATE_LIMITED_MESSAGE } from '@credit/rules';
import fastifyRateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit';
import { lt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { preparedStatement } from '../db/prepared-statement.ts';
import { publicRateLimitHits } from '../db/schema/index.ts';
import { PERMISSIONS } from './auth/permissions.ts';
import { AppError } from './errors.ts';

/** The public budget's window: a minute of the clock, the same on every instance. */
export const WINDOW_MS = 60_000;
const windowMs = sql.placeholder('windowMs');
/** The current window's number, by the database's clock: every instance counts in the same window. */
const currentSlot = sql<number>`floor(extract(epoch from now()) * 1000 / ${windowMs})::bigint`;

type Counted = (error: Error | null, result?: { current: number; ttl: number }) => void;

/**
 * The public budget's counts in PostgreSQL, so every instance spends the same one (docs/instances.md):
 * one upsert into the current window answers its count and what is left of it. Calls of one client
 * arriving while its upsert runs are counted together by the next one, so a client's parallel calls
 * do not queue on its row one by one. The first call an instance sees in a new window deletes the
 * windows before it.
 */
function sharedStore(db: Database, onSweepError: (error: unknown) => void) {
  const hit = () =>
    preparedStatement(db, 'public_rate_limit_hit', () =>
      db
        .insert(publicRateLimitHits)
        .values({ slot: currentSlot, clientKey: sql.placeholder('key'), hits: sql.placeholder('calls') })
        .onConflictDoUpdate({
          target: [publicRateLimitHits.slot, publicRateLimitHits.clientKey],
          set: { hits: sql`${publicRateLimitHits.hits} + excluded.hits` },
        })
        .returning({
          hits: publicRateLimitHits.hits,
          slot: publicRateLimitHits.slot,
          ttl: sql<number>`((${publicRateLimitHits.slot} + 1) * ${windowMs} - extract(epoch from now()) * 1000)::int`,
        }),
    );
  /** Calls waiting for their client's next upsert, and the clients whose upsert is running. */
  const waiting = new Map<string, Counted[]>();
  const running = new Set<string>();
  let swept = 0;

  async function count(key: string, calls: Counted[]) {
    const [row] = await hit().execute({ key, calls: calls.length, windowMs: WINDOW_MS });
    if (!row) throw new Error('the rate-limit count was not returned');
    if (row.slot > swept) {
      swept = row.slot;
      db.delete(publicRateLimitHits).where(lt(publicRateLimitHits.slot, row.slot)).then(undefined, onSweepError);
    }
    const first = row.hits - calls.length + 1;
    calls.forEach((counted, i) => counted(null, { current: first + i, ttl: row.ttl }));
  }

  function flush(key: string) {
    const calls = waiting.get(key);
    if (!calls) return;
    waiting.delete(key);
    running.add(key);
    count(key, calls)
      .catch((error: Error) => calls.forEach((counted) => counted(error)))
      .finally(() => {
        running.delete(key);
        flush(key);
      });
  }

  return class SharedStore implements FastifyRateLimitStore {
    incr(key: string, counted: Counted): void {
      const calls = waiting.get(key);
      if (calls) calls.push(counted);
      else waiting.set(key, [counted]);
      if (!running.has(key)) flush(key);
    }

    child(): FastifyRateLimitStore {
      return this;
    }
  };
}

/**
 * Whether a route's calls count against its caller's public budget: every public route, except
 * those that opt out with `rateLimit: false` — the sign-in protocol (a whole office behind one
 * address signs in at nine) and the health probe a load balancer polls.
 */
export function isRateLimited(config: unknown): boolean {
  const { permission, rateLimit } = (config ?? {}) as { permission?: string; rateLimit?: unknown };
  return permission === PERMISSIONS.public && rateLimit !== false;
}

/**
 * Public calls are limited per client address (docs/public-portal.md): one budget a minute shared
 * by every public route, so a scraper cannot spread its calls over several. Decided by the route's
 * `public` permission, so a public route added later is limited without naming it here. A refusal
 * is a 429 in the usual envelope. Counted in PostgreSQL, so the budget is the same whichever
 * instance answers. Must be registered before the routes and after `app.db` is decorated.
 */
export async function registerPublicRateLimit(app: FastifyInstance, perMinute: number): Promise<void> {
  await app.register(fastifyRateLimit, {
    global: false,
    max: perMinute,
    timeWindow: WINDOW_MS,
    store: sharedStore(app.db, (error) => app.log.warn({ err: error }, 'old rate-limit windows not deleted')),
    keyGenerator: (request) => request.ip,
    errorResponseBuilder: () => new AppError(RATE_LIMITED_MESSAGE, { statusCode: 429 }),
  });
  const limit = app.rateLimit();
  app.addHook('onRoute', (route) => {
    if (!isRateLimited(route.config)) return;
    route.onRequest = [...[route.onRequest ?? []].flat(), limit];
  });
}
