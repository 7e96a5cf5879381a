/** What a run measures; read from the environment once, here. */
export interface BenchSettings {
  /** Enterprises generated; the other tables are sized from it by DATA_SET_SHAPE and the two below. */
  enterprises: number;
  /**
   * Every size run, in order (BENCH_ENTERPRISES=100000,1000000): each generated and measured in a
   * database of its own, then each case's rate at the last size over its rate at the first, in one report.
   */
  sizes: number[];
  /** Staff per enterprise (BENCH_STAFF_PER_ENTERPRISE, default 10): fewer for a national size generated in minutes. */
  staffPerEnterprise: number;
  /** Credit records per enterprise (BENCH_RECORDS_PER_ENTERPRISE, default 20, at least 2: a good one and a bad one). */
  recordsPerEnterprise: number;
  /** Only the list cases whose name contains this text (BENCH_CASES); the hello ceiling always runs. */
  caseFilter: string | undefined;
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
  /** A directory the app writes its CPU profile to when the run ends (BENCH_CPU_PROFILE), to see where a case spends. */
  cpuProfileDir: string | undefined;
  /** Seconds of reads and writes together through the proxy in the soak (BENCH_SOAK_SECONDS). */
  soakSeconds: number;
}

/**
 * The sizes of a province's tables next to its enterprises: staff, sign-ins and examinees per
 * enterprise; one practice-ability and one pass-rate result per enterprise (four quarterly imports
 * of each kind); management desk users and release applications, which are few whatever the size.
 */
export const DATA_SET_SHAPE = {
  /** By default. */
  staffPerEnterprise: 10,
  signInsPerEnterprise: 5,
  examineesPerResult: 5,
  deskUsers: 2_000,
  releasesPerKind: 500,
  /** Published credit records over the last year (2,000,000 at 100,000 enterprises): 70 % good, 30 % bad; by default. */
  creditRecordsPerEnterprise: 20,
  /** Results each release application holds: 500 × 100 hold half of 100,000 results. */
  rowsPerRelease: 100,
} as const;

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
  return raw === undefined || raw === ''
    ? fallback
    : raw.split(',').map((part) => parsePositiveInteger(name, part.trim()));
}

export function readSettings(env: NodeJS.ProcessEnv = process.env): BenchSettings {
  const recordsPerEnterprise = positiveInteger(
    env,
    'BENCH_RECORDS_PER_ENTERPRISE',
    DATA_SET_SHAPE.creditRecordsPerEnterprise,
  );
  if (recordsPerEnterprise < 2)
    throw new Error('BENCH_RECORDS_PER_ENTERPRISE must be at least 2: a good record and a bad one');
  const sizes = positiveIntegers(env, 'BENCH_ENTERPRISES', [100_000]);
  return {
    enterprises: sizes[0] ?? 100_000,
    sizes,
    staffPerEnterprise: positiveInteger(env, 'BENCH_STAFF_PER_ENTERPRISE', DATA_SET_SHAPE.staffPerEnterprise),
    recordsPerEnterprise,
    caseFilter: env['BENCH_CASES'] || undefined,
    durationSeconds: positiveInteger(env, 'BENCH_DURATION', 5),
    warmupSeconds: 1,
    connections: 50,
    databaseUrl: env['BENCH_DATABASE_URL'] || undefined,
    importRows: positiveIntegers(env, 'BENCH_IMPORT_ROWS', [10_000, 100_000]),
    exportRows: positiveInteger(env, 'BENCH_EXPORT_ROWS', 100_000),
    cpuProfileDir: env['BENCH_CPU_PROFILE'] || undefined,
    soakSeconds: positiveInteger(env, 'BENCH_SOAK_SECONDS', 600),
  };
}
