import { monitorEventLoopDelay } from 'node:perf_hooks';
import { Worker } from 'node:worker_threads';

export interface ProbeResult {
  requests: number;
  worstMs: number;
  /** What the slowest answer says its database check took (/healthz's database.latencyMs), if it says. */
  worstDatabaseMs: number | null;
  /**
   * The longest the bench process's own event loop was held meanwhile (its upload, download or
   * garbage collection): what the probe would have added to the server's latency had it run there.
   */
  benchStallMs: number;
}

const INTERVAL_MS = 100;

/**
 * The probe's thread: GET `url` every INTERVAL_MS, each without waiting for the one before, until
 * asked for its figures. Plain JavaScript, evaluated as the thread's script.
 */
const PROBE_THREAD = `
const { parentPort, workerData } = require('node:worker_threads');
const { url, intervalMs } = workerData;
const latencies = [];
async function timedGet() {
  const started = performance.now();
  const response = await fetch(url);
  const body = await response.text();
  if (!response.ok) throw new Error(url + ' answered HTTP ' + response.status);
  const ms = performance.now() - started;
  let databaseMs = null;
  try {
    databaseMs = JSON.parse(body).database.latencyMs ?? null;
  } catch {}
  return { ms, databaseMs };
}
function send() {
  const latency = timedGet();
  latency.catch(() => undefined);
  latencies.push(latency);
}
send();
const timer = setInterval(send, intervalMs);
parentPort.postMessage({ started: true });
parentPort.once('message', () => {
  clearInterval(timer);
  Promise.all(latencies).then(
    (all) => {
      const worst = all.reduce((slowest, answer) => (answer.ms > slowest.ms ? answer : slowest));
      parentPort.postMessage({ requests: all.length, worstMs: worst.ms, worstDatabaseMs: worst.databaseMs });
    },
    (error) => parentPort.postMessage({ failed: String(error) }),
  );
});
`;

type ThreadMessage =
  { started: true } | { requests: number; worstMs: number; worstDatabaseMs: number | null } | { failed: string };

/**
 * Sends GET `url` every 100 ms until `stop`, each without waiting for the one before, so a
 * server that stops answering shows as the latency of every request caught in the stall.
 *
 * The requests go from a thread of their own: the bench's main thread uploads or downloads the
 * workbook meanwhile and collects the garbage of the exceljs yardstick run just before, and a
 * probe answered on that event loop counted those stalls of the client as the server's. The main
 * thread's own longest stall is reported beside (benchStallMs).
 */
export async function probeLatency(url: string): Promise<{ stop: () => Promise<ProbeResult> }> {
  const thread = new Worker(PROBE_THREAD, { eval: true, workerData: { url, intervalMs: INTERVAL_MS } });
  const next = () =>
    new Promise<ThreadMessage>((resolve, reject) => {
      const onError = (error: Error) => reject(error);
      thread.once('error', onError);
      thread.once('message', (message: ThreadMessage) => {
        thread.off('error', onError);
        resolve(message);
      });
    });
  await next();
  const benchLoop = monitorEventLoopDelay({ resolution: 10 });
  benchLoop.enable();
  return {
    async stop() {
      benchLoop.disable();
      const answer = next();
      thread.postMessage('stop');
      try {
        const message = await answer;
        if ('failed' in message) throw new Error(message.failed);
        if (!('worstMs' in message)) throw new Error('the probe thread answered out of turn');
        return { ...message, benchStallMs: benchLoop.max / 1e6 };
      } finally {
        await thread.terminate();
      }
    },
  };
}
