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

/**
 * A request slower than this fails the run; slower than the measured seconds it is not counted
 * (a case that answers nothing within them reports 0 req/s and meets no target).
 */
const TIMEOUT_SECONDS = 60;

/** Loads one case after a warm-up; a single non-2xx answer, error or timeout fails the run. */
export async function runCase(
  benchCase: Measurement,
  origin: string,
  authorization: Record<string, string>,
  settings: Pick<BenchSettings, 'connections' | 'durationSeconds' | 'warmupSeconds'>,
): Promise<CaseResult> {
  const result = await autocannon({
    url: `${origin}${benchCase.path}`,
    method: benchCase.method,
    headers: benchCase.body ? { ...authorization, 'content-type': 'application/json' } : authorization,
    body: benchCase.body ? JSON.stringify(benchCase.body) : undefined,
    connections: settings.connections,
    duration: settings.durationSeconds,
    timeout: TIMEOUT_SECONDS,
    warmup: { connections: settings.connections, duration: settings.warmupSeconds },
  });
  if (result.non2xx > 0 || result.errors > 0 || result.timeouts > 0) {
    const statuses = Object.entries(result.statusCodeStats)
      .map(([status, { count }]) => `${status}×${count}`)
      .join(', ');
    throw new Error(
      `${benchCase.name}: ${result.non2xx} non-2xx responses, ${result.errors} errors, ${result.timeouts} timeouts (statuses: ${statuses})`,
    );
  }
  return {
    name: benchCase.name,
    target: benchCase.target,
    method: benchCase.method,
    path: benchCase.path,
    requestsPerSecond: result.requests.average,
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
