import type { Database } from './client.ts';

/**
 * What a module keeps for each database it serves (caches, prepared statements): made on first
 * use, dropped with the database. Apps on two databases in one process (the tests, the bench)
 * never see each other's: ids and statements mean different things in each.
 */
export function perDatabase<T>(create: () => T) {
  const kept = new WeakMap<Database, T>();
  return {
    of(db: Database): T {
      let value = kept.get(db);
      if (value === undefined) kept.set(db, (value = create()));
      return value;
    },
    forget(db: Database): void {
      kept.delete(db);
    },
  };
}
