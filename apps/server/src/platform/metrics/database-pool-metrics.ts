import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The app's database pools: the primary's, and the read replica's when DATABASE_READ_URL is set. */
export interface DatabasePools {
  primary: pg.Pool;
  replica?: pg.Pool;
}

/**
 * Each database pool's clients, read when scraped and labelled by `pool` (primary, replica): open,
 * idle, and callers waiting for one.
 */
export function registerDatabasePoolMetrics(registry: Registry, pools: DatabasePools): void {
  const gauges = [
    ['db_pool_total_clients', 'Clients the database pool holds open', (pool: pg.Pool) => pool.totalCount],
    ['db_pool_idle_clients', 'Open clients of the database pool not in use', (pool: pg.Pool) => pool.idleCount],
    [
      'db_pool_waiting_clients',
      'Callers waiting for a client of the database pool',
      (pool: pg.Pool) => pool.waitingCount,
    ],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      labelNames: ['pool'],
      registers: [registry],
      collect() {
        for (const label of ['primary', 'replica'] as const) {
          const pool = pools[label];
          if (pool) this.set({ pool: label }, read(pool));
        }
      },
    });
  }
}
