import autocannon from 'autocannon';
import type { Measurement } from './cases.ts';
import type { BenchSettings } from './settings.ts';

export interface CaseResult {
  name: string;
  target: Measurement['target'];
  method: Measurement['method'];
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  /** Requests unanswered after the timeout: a case with any misses its targets. */
  timeouts: number;
  durationSeconds: number;
}

/** A request unanswered after this many seconds counts as a timeout (and the case misses its targets). */
const TIMEOUT_SECONDS = 30;

/**
 * Answers each connection must give for a figure to count: a case slower than that within the
 * measured seconds is measured again over SLOW_CASE_SECONDS.
 */
const ANSWERS_PER_CONNECTION = 2;
const SLOW_CASE_SECONDS = 30;

async function load(
  benchCase: Measurement,
  origin: string,
  authorization: Record<string, string>,
  connections: number,
  seconds: { duration: number; warmup?: { connections: number; duration: number } },
) {
  const result = await autocannon({
    url: `${origin}${benchCase.path}`,
    method: benchCase.method,
    headers: benchCase.body ? { ...authorization, 'content-type': 'application/json' } : authorization,
    body: benchCase.body ? JSON.stringify(benchCase.body) : undefined,
    connections,
    timeout: TIMEOUT_SECONDS,
    ...seconds,
  });
  // autocannon counts a timeout among the errors too; timeouts are a figure, other errors a fault.
  if (result.non2xx > 0 || result.errors > result.timeouts) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    throw new Error(
      `${benchCase.name}: ${result.non2xx} non-2xx responses, ${result.errors} errors (statuses: ${statuses})`,
    );
  }
  return result;
}

/** Loads one case after a warm-up; a single non-2xx answer or error other than a timeout fails the run. */
export async function runCase(
  benchCase: Measurement,
  origin: string,
  authorization: Record<string, string>,
  settings: Pick<BenchSettings, 'connections' | 'durationSeconds' | 'warmupSeconds'>,
): Promise<CaseResult> {
  const { connections } = settings;
  const warmup = { connections, duration: settings.warmupSeconds };
  let result = await load(benchCase, origin, authorization, connections, {
    duration: settings.durationSeconds,
    warmup,
  });
  if (result.requests.total < connections * ANSWERS_PER_CONNECTION) {
    console.log(
      `  ${result.requests.total} answers in ${settings.durationSeconds} s: measuring over ${SLOW_CASE_SECONDS} s…`,
    );
    result = await load(benchCase, origin, authorization, connections, { duration: SLOW_CASE_SECONDS });
  }
  return {
    name: benchCase.name,
    target: benchCase.target,
    method: benchCase.method,
    path: benchCase.path,
    requestsPerSecond: result.requests.total / result.duration,
    timeouts: result.timeouts,
    latencyMs: {
      p50: result.latency.p50,
      p99: result.latency.p99,
      average: result.latency.average,
      max: result.latency.max,
    },
    requests: result.requests.total,
    durationSeconds: result.duration,
  };
}
