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
  durationSeconds: number;
}

/** A request slower than this fails the run. */
const TIMEOUT_SECONDS = 60;

/**
 * Answers each connection must give for a figure to count: a case slower than that within the
 * measured seconds is measured again by this many answers per connection, however long they take.
 */
const ANSWERS_PER_CONNECTION = 2;

type Span = { duration: number; warmup: { connections: number; duration: number } } | { amount: number };

async function load(
  benchCase: Measurement,
  origin: string,
  authorization: Record<string, string>,
  connections: number,
  span: Span,
) {
  const result = await autocannon({
    url: `${origin}${benchCase.path}`,
    method: benchCase.method,
    headers: benchCase.body ? { ...authorization, 'content-type': 'application/json' } : authorization,
    body: benchCase.body ? JSON.stringify(benchCase.body) : undefined,
    connections,
    timeout: TIMEOUT_SECONDS,
    ...span,
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    throw new Error(
      `${benchCase.name}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts (statuses: ${statuses})`,
    );
  }
  return result;
}

/** Loads one case after a warm-up; a single non-2xx answer, error or timeout fails the run. */
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
  let requestsPerSecond = result.requests.average;
  const enough = connections * ANSWERS_PER_CONNECTION;
  if (result.requests.total < enough) {
    console.log(
      `  ${result.requests.total} answers in ${settings.durationSeconds} s: measuring by ${enough} answers instead…`,
    );
    result = await load(benchCase, origin, authorization, connections, { amount: enough });
    requestsPerSecond = result.requests.total / result.duration;
  }
  return {
    name: benchCase.name,
    target: benchCase.target,
    method: benchCase.method,
    path: benchCase.path,
    requestsPerSecond,
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
