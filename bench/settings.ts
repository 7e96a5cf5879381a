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
  /** Examinee rows of each practice-ability workbook imported, one import per size. */
  importRows: number[];
  /** Rows of the pass-rate list exported as xlsx. */
  exportRows: number;
}

export const STAFF_PER_ENTERPRISE = 5;

function parsePositiveInteger(name: string, raw: string): number {
  const value = Number(raw);
  if (!Number.isInteger(value) || value <= 0) throw new Error(`${name} must be a positive integer, got "${raw}"`);
  return value;
}

function positiveInteger(env: NodeJS.ProcessEnv, name: string, fallback: number): number {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : parsePositiveInteger(name, raw);
}

/** A comma-separated list, e.g. BENCH_IMPORT_ROWS=10000,100000. */
function positiveIntegers(env: NodeJS.ProcessEnv, name: string, fallback: number[]): number[] {
  const raw = env[name];
  return raw === undefined || raw === '' ? fallback : raw.split(',').map((part) => parsePositiveInteger(name, part.trim()));
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  return {
    enterprises: positiveInteger(env, 'BENCH_ENTERPRISES', 20_000),
    durationSeconds: positiveInteger(env, 'BENCH_DURATION', 5),
    warmupSeconds: 1,
    connections: 10,
    databaseUrl: env['BENCH_DATABASE_URL'] || undefined,
    importRows: positiveIntegers(env, 'BENCH_IMPORT_ROWS', [10_000, 100_000]),
    exportRows: positiveInteger(env, 'BENCH_EXPORT_ROWS', 100_000),
  };
}
