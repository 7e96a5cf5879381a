export interface ProbeResult {
  requests: number;
  worstMs: number;
}

const INTERVAL_MS = 100;

async function timedGet(url: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered HTTP ${response.status}`);
  return performance.now() - started;
}

/**
 * Sends GET `url` every 100 ms until `stop`, each without waiting for the one before, so a
 * server that stops answering shows as the latency of every request caught in the stall.
 */
export function probeLatency(url: string): { stop: () => Promise<ProbeResult> } {
  const latencies: Promise<number>[] = [];
  const send = () => {
    const latency = timedGet(url);
    // Reported by stop(); until then a failed probe must not end the run.
    latency.catch(() => undefined);
    latencies.push(latency);
  };
  send();
  const timer = setInterval(send, INTERVAL_MS);
  return {
    async stop() {
      clearInterval(timer);
      const all = await Promise.all(latencies);
      return { requests: all.length, worstMs: Math.max(...all) };
    },
  };
}
