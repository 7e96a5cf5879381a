import type pg from 'pg';
import { Gauge, type Registry } from 'prom-client';

/** The database pool's clients, read when scraped: open, idle, and callers waiting for one. */
export function registerDatabasePoolMetrics(registry: Registry, pool: pg.Pool): void {
  const gauges = [
    ['db_pool_total_clients', 'Clients the database pool holds open', () => pool.totalCount],
    ['db_pool_idle_clients', 'Open clients of the database pool not in use', () => pool.idleCount],
    ['db_pool_waiting_clients', 'Callers waiting for a client of the database pool', () => pool.waitingCount],
  ] as const;
  for (const [name, help, read] of gauges) {
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        this.set(read());
      },
    });
  }
}
