import autocannon from 'autocannon';
import type { BenchCase } from './cases.ts';
import type { BenchSettings } from './settings.ts';

export interface CaseResult {
  name: string;
  target: BenchCase['target'];
  method: BenchCase['method'];
  path: string;
  requestsPerSecond: number;
  latencyMs: { p50: number; p99: number; average: number; max: number };
  requests: number;
  durationSeconds: number;
}

/** Loads one case after a warm-up; a single non-2xx answer, error or timeout fails the run. */
export async function runCase(
  benchCase: BenchCase,
  origin: string,
  headers: Record<string, string>,
  settings: Pick<BenchSettings, 'connections' | 'durationSeconds' | 'warmupSeconds'>,
): Promise<CaseResult> {
  const result = await autocannon({
    url: `${origin}${benchCase.path}`,
    method: benchCase.method,
    headers,
    connections: settings.connections,
    duration: settings.durationSeconds,
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
    latencyMs: { p50: result.latency.p50, p99: result.latency.p99, average: result.latency.average, max: result.latency.max },
    requests: result.requests.total,
    durationSeconds: result.duration,
  };
}
