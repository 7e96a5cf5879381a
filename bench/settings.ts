/** What a run measures; read from the environment once, here. */
export interface BenchSettings {
  /** Enterprises generated; each gets STAFF_PER_ENTERPRISE staff. */
  enterprises: number;
  /** Seconds measured per case, after the warm-up. */
  durationSeconds: number;
  warmupSeconds: number;
  connections: number;
  /** An existing PostgreSQL to create the bench database in; else an embedded one is started. */
  databaseUrl: string | undefined;
}

export const STAFF_PER_ENTERPRISE = 5;

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    enterprises: positiveInteger(env, 'BENCH_ENTERPRISES', 20_000),
    durationSeconds: positiveInteger(env, 'BENCH_DURATION', 5),
    warmupSeconds: 1,
    connections: 10,
    databaseUrl: env['BENCH_DATABASE_URL'] || undefined,
  };
}
