import { bigint, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Public calls per client address and rate-limit window, counted by every instance together
 * (docs/instances.md). UNLOGGED (its migration says so): a count lives a minute, so a crash that
 * empties the table only gives each client a fresh minute, and no call writes WAL for it.
 */
export const publicRateLimitHits = pgTable(
  'public_rate_limit_hit',
  {
    /** The window's number: its start in milliseconds since the epoch divided by its length. */
    slot: bigint('slot', { mode: 'number' }).notNull(),
    clientKey: text('client_key').notNull(),
    hits: integer('hits').notNull(),
  },
  (t) => [primaryKey({ columns: [t.slot, t.clientKey] })],
);

/**
 * Each running job-queue worker pool's last sign of life (docs/jobs.md): the jobs of a pool silent
 * for minutes (its instance killed) are unlocked so a live one runs them.
 */
export const jobWorkerHeartbeats = pgTable('job_worker_heartbeat', {
  /** graphile-worker's id of the pool, what it locks jobs with. */
  workerId: text('worker_id').primaryKey(),
  beatAt: timestamp('beat_at', { withTimezone: true }).notNull().defaultNow(),
});
